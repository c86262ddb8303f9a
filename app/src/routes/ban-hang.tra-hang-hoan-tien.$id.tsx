import { createFileRoute } from '@tanstack/react-router';
import { refundDeskWordsReady, RefundDetailPage } from '../features/seller-refunds/refund-desk-pages';

export const Route = createFileRoute('/ban-hang/tra-hang-hoan-tien/$id')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function SellerRefundRoute() {
    const { id } = Route.useParams();
    return <RefundDetailPage refundId={id} />;
  },
});
