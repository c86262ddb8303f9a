import { createFileRoute } from '@tanstack/react-router';
import { GroupBuyRoomPage } from '../features/group-buy/GroupBuyRoomPage';

/** /mua-chung/{roomId}: a group-buy room (core's GROUP_BUY_ROOM_PAGE), for sharing, joining and paying. */
export const Route = createFileRoute('/mua-chung/$roomId')({
  loader: async ({ context }) => (await import('../features/group-buy/group-buy-loaders')).groupBuyWordsLoad(context.i18n),
  component: function GroupBuyRoomRoute() {
    const { roomId } = Route.useParams();
    return <GroupBuyRoomPage key={roomId} roomId={roomId} />;
  },
});
