import { useParams } from '@tanstack/react-router';
import { WallPage } from './WallPage';

/** /tuong/{userId}: someone's wall. */
export function PublicWall() {
  const { userId } = useParams({ from: '/tuong/$userId' });
  return <WallPage userId={userId} />;
}
