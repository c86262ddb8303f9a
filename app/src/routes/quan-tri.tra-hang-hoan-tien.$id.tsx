import { createFileRoute } from '@tanstack/react-router';
import { refundDeskWordsReady } from '../features/seller-refunds/refund-desk-words';
import { AdminRefundReview } from '../features/admin-refunds/AdminRefundReview';

export const Route = createFileRoute('/quan-tri/tra-hang-hoan-tien/$id')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function AdminRefundRoute() {
    const { id } = Route.useParams();
    return <AdminRefundReview refundId={id} />;
  },
});
