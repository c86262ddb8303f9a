import { createFileRoute } from '@tanstack/react-router';
import { searchAsIs } from '../hooks/search-as-is';
import { feedbackPageRead, feedbackStatusRead } from '../features/social-feedback/social-feedback-params';
import { AdminSocialFeedbackPage } from '../features/social-feedback/AdminSocialFeedbackPage';

/** /quan-tri/phan-anh: the admin's social-organisation feedback desk (`?status=&page=`). */
export const Route = createFileRoute('/quan-tri/phan-anh/')({
  validateSearch: searchAsIs<{ page: number; status: string }>(),
  loader: async ({ context }) => (await import('../features/social-feedback/social-feedback-loaders')).socialFeedbackLoaders.admin(context),
  component: function AdminSocialFeedbackRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminSocialFeedbackPage
        page={feedbackPageRead(search)}
        status={feedbackStatusRead(search)}
        onChange={({ page, status }) => void navigate({ search: { ...(page > 1 ? { page } : {}), ...(status ? { status } : {}) } })}
      />
    );
  },
});
