import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupBuyRoomPagePath, groupBuySaving, type GroupBuyRoomView } from '@modavi/core';
import { Button, Heading, Input, Price, Skeleton, Stack, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { groupBuyRoomQueryOptions } from './group-buy-queries';
import { groupBuyTimeLeft } from './group-buy-time';
import { GroupBuyRoomActions } from './GroupBuyRoomActions';
import { useNow } from '../../clock/use-now';
import * as styles from './group-buy.css';

/** How often an open room is read again while its page is open (others join and pay). */
const ROOM_REFRESH_MS = 5000;

/** The room's state in a sentence: missing people and time left, or how it ended. */
function RoomStatus({ room, now }: { readonly room: GroupBuyRoomView; readonly now: number }) {
  const { t } = useTranslation();
  const time = groupBuyTimeLeft(room.expires_at, now);
  const text =
    room.status === 'completed'
      ? t('groupBuy.statusCompleted')
      : room.status === 'cancelled'
        ? t('groupBuy.statusCancelled')
        : room.missing > 0
          ? t('groupBuy.statusOpen', { missing: room.missing, time })
          : t('groupBuy.statusOpenFull', { time });
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}

/** The share link, copied with one press. */
function ShareLink({ roomId }: { readonly roomId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const link = `${window.location.origin}${groupBuyRoomPagePath(roomId)}`;
  return (
    <div className={styles.inline}>
      <Input label={t('groupBuy.shareLink')} value={link} readOnly />
      <Button
        variant="secondary"
        onClick={() => void navigator.clipboard?.writeText(link).then(() => toast.show({ title: t('groupBuy.copied'), tone: 'success' }))}
      >
        {t('groupBuy.copy')}
      </Button>
    </div>
  );
}

/**
 * /mua-chung/{roomId}: a group-buy room for sharing and inviting. The product at the group price,
 * the members (names masked but one's own) and who paid, the people missing and the countdown,
 * the share link, and the caller's steps (GroupBuyRoomActions). An open room is read again every
 * few seconds, so a member sees the room fill and complete.
 */
export function GroupBuyRoomPage({ roomId }: { readonly roomId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const now = useNow();
  const query = useQuery({
    ...groupBuyRoomQueryOptions(services.groupBuy, roomId),
    refetchInterval: (current) => (current.state.data?.status === 'open' ? ROOM_REFRESH_MS : false),
  });
  if (query.isPending) {
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label={t('groupBuy.loading')}>
        <Skeleton shape="rect" height="320px" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{t('groupBuy.roomTitle')}</Heading>
        <p role="alert">{t('groupBuy.loadFailed')}</p>
      </div>
    );
  }
  const room = query.data;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('groupBuy.roomTitle')}</Heading>
      <div className={styles.product}>
        {room.product.image ? <img className={styles.thumb} src={room.product.image} alt="" /> : null}
        <Stack gap="xs">
          <Heading level={2} size="item">
            {room.product.name}
          </Heading>
          <Price
            amount={room.group_price}
            original={room.product.sale_price}
            saleLabel={t('groupBuy.groupPrice')}
            originalLabel={t('groupBuy.normalPrice')}
            discountPercent={groupBuySaving(room.product.sale_price, room.group_price).percent}
            discountText={(percent) => t('groupBuy.saving', { percent })}
          />
        </Stack>
      </div>
      <RoomStatus room={room} now={now} />
      <Stack as="section" gap="sm" aria-labelledby="group-buy-members">
        <Heading level={2} size="item" id="group-buy-members">
          {t('groupBuy.members', { count: room.members.length, goal: room.goal })}
        </Heading>
        <ul className={styles.list}>
          {room.members.map((member, index) => (
            <li key={`${member.name}-${index}`} className={styles.row}>
              <span>
                {member.name} {member.is_me ? t('groupBuy.me') : ''} {member.role === 'host' ? `· ${t('groupBuy.host')}` : ''}
              </span>
              <span>{member.paid ? t('groupBuy.paid') : t('groupBuy.unpaid')}</span>
            </li>
          ))}
        </ul>
      </Stack>
      {room.status === 'open' ? (
        <>
          <ShareLink roomId={room._id} />
          <GroupBuyRoomActions room={room} />
        </>
      ) : null}
    </div>
  );
}
