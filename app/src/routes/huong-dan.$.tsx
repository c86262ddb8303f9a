import { createFileRoute } from '@tanstack/react-router';
import { GuidePage } from '../features/content/GuidePage';

/** /huong-dan (the help centre) and every guide under it (core's GUIDE_PAGES), one route for all. */
export const Route = createFileRoute('/huong-dan/$')({
  loader: async ({ context, params }) => (await import('../features/content/content-loaders')).contentLoaders.guide(context, params._splat ?? ''),
  component: function GuideRoute() {
    return <GuidePage path={Route.useParams()._splat ?? ''} />;
  },
});
