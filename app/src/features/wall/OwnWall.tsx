import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useServices } from '../../hooks/use-services';
import { meQueryOptions } from '../../queries/account-queries';
import { WallOrders } from './WallOrders';
import { WallPage } from './WallPage';

/** /tuong: the signed-in person's wall; with `?order=1` the orders slot below it. */
export function OwnWall() {
  const services = useServices();
  const { order } = useSearch({ from: '/tuong/' });
  const { data: me } = useSuspenseQuery(meQueryOptions(services));
  return <WallPage userId={me._id} ordersPanel={order === 1 ? <WallOrders /> : undefined} />;
}
