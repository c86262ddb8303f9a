import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../features/community/PostPage';

/** /post/{id}: one post with its comments (spec 2); a missing post is the not-found page. */
export const Route = createFileRoute('/post/$id')({
  loader: async ({ context, params }) => (await import('../features/community/community-loaders')).communityLoaders.post(context, params.id),
  component: function PostRoute() {
    return <PostPage id={Route.useParams().id} />;
  },
});
