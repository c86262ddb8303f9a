import { createFileRoute } from '@tanstack/react-router';
import { searchAsIs } from '../hooks/search-as-is';
import { feedbackPageRead } from '../features/social-feedback/social-feedback-params';
import { SocialFeedbackListPage } from '../features/social-feedback/SocialFeedbackListPage';

/** /phan-anh-to-chuc-xa-hoi/danh-sach: the feedback list (spec 2), `?page=` in the address. */
export const Route = createFileRoute('/phan-anh-to-chuc-xa-hoi/danh-sach')({
  validateSearch: searchAsIs<{ page: number }>(),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context, deps }) =>
    (await import('../features/social-feedback/social-feedback-loaders')).socialFeedbackLoaders.list(context, feedbackPageRead(deps)),
  component: function SocialFeedbackListRoute() {
    const navigate = Route.useNavigate();
    return <SocialFeedbackListPage page={feedbackPageRead(Route.useSearch())} onPage={(page) => void navigate({ search: page === 1 ? {} : { page } })} />;
  },
});
