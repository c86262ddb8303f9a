import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/ContentPageView';

/** /chinh-sach/{slug}: one of core's POLICY_SLUGS. */
export const Route = createFileRoute('/chinh-sach/$slug')({
  loader: async ({ context, params }) => (await import('../features/content/content-loaders')).contentLoaders.policy(context, params.slug),
  component: function PolicyRoute() {
    return <ContentPageView kind="policy" slug={Route.useParams().slug} />;
  },
});
