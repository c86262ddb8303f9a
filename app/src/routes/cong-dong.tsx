import { createFileRoute } from '@tanstack/react-router';
import { feedSearchRead } from '@modavi/core';
import { searchAsIs } from '../hooks/search-as-is';
import { CommunityFeedPage } from '../features/community/CommunityFeedPage';

/** /cong-dong: the community feed (spec 2); `?tab=following`, `?tag=` a hashtag (read with core's feedSearchRead in the page's chunk). */
export const Route = createFileRoute('/cong-dong')({
  validateSearch: searchAsIs<{ tab: string; tag: string }>(),
  loaderDeps: ({ search }) => ({ tab: search.tab, tag: search.tag }),
  loader: async ({ context, deps }) => (await import('../features/community/community-loaders')).communityLoaders.feed(context, deps),
  component: function CommunityRoute() {
    const { tab, tag } = feedSearchRead(Route.useSearch());
    return <CommunityFeedPage tab={tab} tag={tag} />;
  },
});
