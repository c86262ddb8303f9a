import { createFileRoute } from '@tanstack/react-router';
import { BlogArticlePage } from '../features/blog/BlogArticlePage';

/** /blog/{id}: one article (spec 2; notifications deep-link here). */
export const Route = createFileRoute('/blog/$id')({
  loader: async ({ context, params }) => (await import('../features/blog/blog-loaders')).blogLoaders.article(context, params.id),
  component: function BlogArticleRoute() {
    return <BlogArticlePage id={Route.useParams().id} />;
  },
});
