import { createFileRoute } from '@tanstack/react-router';
import { AdminRefundQueueRoute, refundDeskWordsReady } from '../features/seller-refunds/refund-desk-pages';

// No validateSearch (first-visit budget): the page reads `?status=&q=&page=` with core's refundQueueParamsRead.
export const Route = createFileRoute('/quan-tri/tra-hang-hoan-tien/')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function AdminRefundsRouteView() {
    return <AdminRefundQueueRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
