import { GROUP_BUY_NOTIFICATION_TYPE, groupBuyHostId, type GroupBuyNotice, type GroupBuyRoom } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationAdd } from '../notifications/notification-store.js';

/** One room notice for one account: what the notifications store is given. */
export interface GroupBuyMessage {
  readonly userId: string;
  readonly notice: GroupBuyNotice;
  readonly room: GroupBuyRoom;
}

/**
 * Who hears of a notice: the invitee of 'invited', the host of 'created' and 'need_invite'
 * (the reminder is theirs), every member of the others ('joined', 'missing_one', the
 * payments, 'cancelled').
 */
export function groupBuyRecipients(room: GroupBuyRoom, notice: GroupBuyNotice): string[] {
  if (notice.notification === 'invited') return notice.userId ? [notice.userId] : [];
  if (notice.notification === 'created' || notice.notification === 'need_invite') {
    const host = groupBuyHostId(room);
    return host ? [host] : [];
  }
  return room.members.map((member) => member.user_id);
}

/**
 * Sends one message to the account's inbox (the only place that knows where room notices go):
 * type 'group_buy', the room as its target (the inbox opens the room's page), the event and the
 * product's name as the facts it is worded from, the product's first picture.
 */
async function groupBuySend(db: Db, message: GroupBuyMessage, product: { name: string; image: string | null }): Promise<void> {
  await notificationAdd(db, {
    userId: message.userId,
    type: GROUP_BUY_NOTIFICATION_TYPE,
    data: { event: message.notice.notification, product: product.name },
    roomId: message.room._id,
    image: product.image,
  });
}

/** Sends a change's notices (core's groupBuyNotices) to their recipients, inside the change's transaction. */
export async function groupBuyNotify(db: Db, room: GroupBuyRoom, notices: readonly GroupBuyNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const row = await typedDb(db).selectFrom('products').select(['name', 'images']).where('id', '=', room.product_id).executeTakeFirst();
  const product = { name: row?.name ?? '', image: row?.images[0] ?? null };
  for (const notice of notices) {
    for (const userId of groupBuyRecipients(room, notice)) await groupBuySend(db, { userId, notice, room }, product);
  }
}
