import { createFileRoute } from '@tanstack/react-router';
import { SellerIncomeRoute, sellerIncomeWordsReady } from '../features/seller-income/income-pages';

// No validateSearch (first-visit budget): the page reads `?tab=&status=&from=&to=&page=` with core's incomePageParamsRead.
export const Route = createFileRoute('/ban-hang/thu-nhap/')({
  loader: ({ context }) => sellerIncomeWordsReady(context.i18n),
  component: function SellerIncomeRouteView() {
    return <SellerIncomeRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
