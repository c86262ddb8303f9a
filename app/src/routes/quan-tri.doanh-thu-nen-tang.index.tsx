import { createFileRoute } from '@tanstack/react-router';
import { PlatformIncomeRoute, platformIncomeWordsReady } from '../features/seller-income/income-pages';

// No validateSearch (first-visit budget): the page reads `?period=&from=&to=` with core's dashboardSearchRead.
export const Route = createFileRoute('/quan-tri/doanh-thu-nen-tang/')({
  loader: ({ context }) => platformIncomeWordsReady(context.i18n),
  component: function PlatformIncomeRouteView() {
    return <PlatformIncomeRoute search={Route.useSearch()} navigate={Route.useNavigate()} />;
  },
});
