import { createFileRoute } from '@tanstack/react-router';
import { refundDeskWordsReady, SellerRefundsRoute } from '../features/seller-refunds/refund-desk-pages';

// No validateSearch: a route's search reader is part of the first visit's bundle (at its budget);
// the page reads `?tab=&q=&page=` with core's refundListParamsRead in its own chunk.
export const Route = createFileRoute('/ban-hang/tra-hang-hoan-tien/')({
  loader: ({ context }) => refundDeskWordsReady(context.i18n),
  component: function SellerRefundsRouteView() {
    return <SellerRefundsRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
