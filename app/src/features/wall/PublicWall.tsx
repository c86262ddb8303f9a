import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useServices } from '../../hooks/use-services';
import { wallQueryOptions } from '../../queries/account-queries';
import { GatewayFailure } from '../../queries/gateway-failure';
import { NotFoundPage } from '../shell/NotFoundPage';
import { WallPage } from './WallPage';

/** /tuong/{userId}: someone's wall; an unknown or deleted person's page could not be found. */
export function PublicWall() {
  const { userId } = useParams({ from: '/tuong/$userId' });
  const services = useServices();
  const wall = useQuery(wallQueryOptions(services, userId));
  if (wall.error instanceof GatewayFailure && wall.error.failure.code === 'NOT_FOUND') return <NotFoundPage />;
  return wall.isSuccess ? <WallPage userId={userId} /> : null;
}
