import { createFileRoute } from '@tanstack/react-router';
import { SellerPayoutPage, sellerIncomeWordsReady } from '../features/seller-income/income-pages';

export const Route = createFileRoute('/ban-hang/thu-nhap/dot-thanh-toan/$id')({
  loader: ({ context }) => sellerIncomeWordsReady(context.i18n),
  component: function SellerPayoutRouteView() {
    return <SellerPayoutPage payoutId={Route.useParams().id} />;
  },
});
