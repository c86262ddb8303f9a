import { createFileRoute } from '@tanstack/react-router';
import { sellerDashboardWordsReady } from '../features/seller-dashboard/dashboard-words';
import { DashboardRoute } from '../features/seller-dashboard/DashboardRoute';

// No validateSearch: a route's search reader is part of the first visit's bundle (at its budget);
// the page reads `?period=&from=&to=` with core's dashboardSearchRead in its own chunk.
export const Route = createFileRoute('/ban-hang/tong-quan')({
  loader: ({ context }) => sellerDashboardWordsReady(context.i18n),
  component: function SellerDashboardRouteView() {
    return <DashboardRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
