import { createFileRoute } from '@tanstack/react-router';
import { AdminPayoutsRoute, sellerIncomeWordsReady } from '../features/seller-income/income-pages';

// No validateSearch (first-visit budget): the page reads `?status=&q=&page=&id=` with core's adminPayoutParamsRead.
export const Route = createFileRoute('/quan-tri/thanh-toan-nguoi-ban/')({
  loader: ({ context }) => sellerIncomeWordsReady(context.i18n),
  component: function AdminPayoutsRouteView() {
    return <AdminPayoutsRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
