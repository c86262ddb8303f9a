import { createFileRoute } from '@tanstack/react-router';
import { blogListSearchRead } from '@modavi/core';
import { searchAsIs } from '../hooks/search-as-is';
import { BlogListPage } from '../features/blog/BlogListPage';

/** /blog: the articles, `?category=` one of core's BLOG_CATEGORIES (read in the page's chunk). */
export const Route = createFileRoute('/blog/')({
  validateSearch: searchAsIs<{ category: string }>(),
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: async ({ context, deps }) => (await import('../features/blog/blog-loaders')).blogLoaders.list(context, deps),
  component: function BlogRoute() {
    return <BlogListPage category={blogListSearchRead(Route.useSearch()).category} />;
  },
});
