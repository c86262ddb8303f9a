import { AdminPayoutDetail } from './AdminPayoutDetail';
import { AdminPayoutList, type AdminPayoutsRouteProps } from './AdminPayoutList';

/** /quan-tri/thanh-toan-nguoi-ban: the payout list, or one payout with `?id=` (one route: each route is a few bytes of every first visit). */
export function AdminPayoutsRoute({ search, navigate }: AdminPayoutsRouteProps) {
  const opened = typeof search['id'] === 'string' ? search['id'] : '';
  return opened === '' ? <AdminPayoutList search={search} navigate={navigate} /> : <AdminPayoutDetail payoutId={opened} />;
}
