import { createFileRoute } from '@tanstack/react-router';
import { refundDeskWordsReady } from '../features/seller-refunds/refund-desk-words';
import { AdminRefundQueueRoute } from '../features/admin-refunds/AdminRefundQueueRoute';

// No validateSearch (first-visit budget): the page reads `?status=&q=&page=` with core's refundQueueParamsRead.
export const Route = createFileRoute('/quan-tri/tra-hang-hoan-tien/')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function AdminRefundsRouteView() {
    return <AdminRefundQueueRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
