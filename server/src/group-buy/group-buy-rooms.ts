import { randomBytes } from 'node:crypto';
import {
  GROUP_BUY_MIN_GOAL,
  groupBuyCancel,
  groupBuyExpire,
  groupBuyInvite,
  groupBuyJoin,
  groupBuyNotices,
  groupBuyPay,
  groupBuyRoomCreate,
  groupBuyRoomDue,
  groupBuyRoomExpiresAt,
  type GroupBuyChange,
  type GroupBuyErrorCode,
  type GroupBuyRoom,
  type Result,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { orderStep } from '../ordering/order-step.js';
import { SYSTEM_CANCEL_REASONS } from '../seed/reason-data.js';
import { groupBuyNotify } from './group-buy-notify.js';
import { roomInsert, roomLiveOrders, roomLoad, roomSave, type RoomRecord } from './group-buy-store.js';
import { offerActiveFor } from './group-buy-offers.js';
import { msTime } from '../db/time-sql.js';

const STATUS_OF: Readonly<Record<GroupBuyErrorCode, 400 | 403 | 404 | 409>> = {
  'GROUP_BUY.ROOM_CLOSED': 409,
  'GROUP_BUY.ROOM_FULL': 409,
  'GROUP_BUY.ALREADY_MEMBER': 409,
  'GROUP_BUY.NOT_MEMBER': 403,
  'GROUP_BUY.ALREADY_PAID': 409,
  'GROUP_BUY.HOST_ONLY': 403,
  'GROUP_BUY.INVITEE_ALREADY_MEMBER': 409,
};

export const roomMissing = (): ApiError => new ApiError(404, ERROR_CODES['GROUP_BUY.NOT_FOUND'], 'No such group-buy room.');

/**
 * A closed room's orders: every live one is cancelled by the platform (core's orderMachine,
 * system role), which gives the stock back and refunds one paid online (orderStep's
 * paymentRefundOnCancel). Cash-on-delivery shares had taken no money.
 */
async function roomOrdersCancel(db: Db, roomId: string, now: number): Promise<void> {
  for (const live of await roomLiveOrders(db, roomId)) {
    const cancelled = await orderStep(db, live.order_id, { type: 'order.cancel', role: 'system', reason: SYSTEM_CANCEL_REASONS.groupBuyClosed }, now);
    if (!cancelled.ok) throw new Error(`cancelling a closed room's order failed: ${cancelled.error}`);
  }
}

/** Stores a change, closes a cancelled room's orders and sends the change's notices. Call inside a transaction. */
async function roomApply(db: Db, after: GroupBuyRoom, change: GroupBuyChange, now: number): Promise<void> {
  await roomSave(db, after, now);
  if (after.status === 'cancelled') await roomOrdersCancel(db, after._id, now);
  await groupBuyNotify(db, after, groupBuyNotices(after, change));
}

/**
 * One change of a room under its row lock: a room past its deadline is expired first (so no
 * one joins a dead room), then core's rule decides; a refusal answers its code.
 */
export async function roomChange(
  db: Db,
  roomId: string,
  now: number,
  rule: (room: GroupBuyRoom) => Result<GroupBuyRoom, GroupBuyErrorCode>,
  /** null: the rule only checks (an invitation of no account); nothing is stored or sent. */
  change: GroupBuyChange | null,
): Promise<RoomRecord> {
  // The expiry commits on its own: the refusal that follows must not roll it back.
  await db.transaction((tx) => roomExpireIfDue(tx, roomId, now));
  return db.transaction(async (tx) => {
    const record = await roomLoad(tx, roomId, true);
    if (!record) throw roomMissing();
    const next = rule(record.room);
    if (!next.ok) throw new ApiError(STATUS_OF[next.error], ERROR_CODES[next.error], `The room refused: ${next.error}`);
    if (change !== null) await roomApply(tx, next.value, change, now);
    return { ...record, room: next.value };
  });
}

/** Locks a room and, when its time is up, closes it (groupBuyExpire). Answers the room as it now is. Call inside a transaction. */
export async function roomExpireIfDue(db: Db, roomId: string, now: number): Promise<RoomRecord | null> {
  const record = await roomLoad(db, roomId, true);
  if (!record || !groupBuyRoomDue({ status: record.room.status, expires_at: record.expiresAt }, now)) return record;
  const expired = groupBuyExpire(record.room);
  await roomApply(db, expired, { kind: 'cancelled' }, now);
  return { ...record, room: expired };
}

/** Closes every open room past its deadline, each in its own transaction (the lifecycle timer and the product's reads). Answers how many closed. */
export async function groupBuySweep(db: Db, now: number, productId: string | null = null): Promise<number> {
  const due = await typedDb(db)
    .selectFrom('group_buy_rooms')
    .select('id')
    .where('status', '=', 'open')
    .where('expires_at', '<=', msTime(now))
    .$call((qb) => (productId === null ? qb : qb.where('product_id', '=', productId)))
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  for (const room of due) await db.transaction((tx) => roomExpireIfDue(tx, room.id, now));
  return due.length;
}

/** A buyer opens a room of the product's running offer, as its host; the offer's price and size are copied into the room. */
export async function roomOpen(db: Db, productId: string, hostId: string, now: number): Promise<RoomRecord> {
  return db.transaction(async (tx) => {
    const offer = await offerActiveFor(tx, productId, now);
    if (!offer) throw new ApiError(409, ERROR_CODES['GROUP_BUY.OFFER_NOT_ACTIVE'], 'No running group-buy for this product.');
    if (offer.ownerId === hostId) throw new ApiError(403, ERROR_CODES['GROUP_BUY.OWN_PRODUCT'], "A seller cannot group-buy its own shop's product.");
    const room = groupBuyRoomCreate({
      roomId: randomBytes(12).toString('hex'),
      productId,
      hostId,
      goal: Math.max(GROUP_BUY_MIN_GOAL, offer.goal),
      now,
    });
    const record: RoomRecord = { room, shopId: offer.shopId, groupPrice: offer.group_price, expiresAt: groupBuyRoomExpiresAt(now, offer.duration_hours) };
    await roomInsert(tx, record);
    await groupBuyNotify(tx, room, groupBuyNotices(room, { kind: 'created' }));
    return record;
  });
}

/** The room's rules for the steps a buyer takes on its page. */
export const roomRules = {
  join: (userId: string, now: number) => (room: GroupBuyRoom) => groupBuyJoin(room, userId, now),
  invite: (userId: string, inviteeId: string | null) => (room: GroupBuyRoom) => groupBuyInvite(room, userId, inviteeId),
  cancel: (userId: string) => (room: GroupBuyRoom) => groupBuyCancel(room, userId),
  pay: (userId: string) => (room: GroupBuyRoom) => groupBuyPay(room, userId),
};

/** A member's share counts as paid (GROUP_BUY_CASH_COUNTS_AS_PAID, or a settled online payment); the last one completes the room. Call inside a transaction. */
export async function roomMemberPaid(db: Db, roomId: string, userId: string, now: number): Promise<void> {
  const record = await roomLoad(db, roomId, true);
  if (!record) return;
  const paid = groupBuyPay(record.room, userId);
  if (!paid.ok) return;
  await roomApply(db, paid.value, { kind: 'paid', userId }, now);
}
