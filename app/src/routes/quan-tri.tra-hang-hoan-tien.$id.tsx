import { createFileRoute } from '@tanstack/react-router';
import { AdminRefundReview, refundDeskWordsReady } from '../features/seller-refunds/refund-desk-pages';

export const Route = createFileRoute('/quan-tri/tra-hang-hoan-tien/$id')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function AdminRefundRoute() {
    const { id } = Route.useParams();
    return <AdminRefundReview refundId={id} />;
  },
});
