import { createFileRoute } from '@tanstack/react-router';
import { ShopApplicationQueue } from '../features/admin-shops/ShopApplicationQueue';
import type { ShopQueueSearch } from '../features/admin-shops/queue-search';
import { searchAsIs } from '../hooks/search-as-is';

/** /quan-tri/cua-hang: the admin's queue of shop applications (status, search and page in the address). */
export const Route = createFileRoute('/quan-tri/cua-hang/')({
  validateSearch: searchAsIs<ShopQueueSearch>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await import('../features/admin-shops/admin-loaders')).shopQueueLoad(context, deps),
  component: ShopApplicationQueue,
});
