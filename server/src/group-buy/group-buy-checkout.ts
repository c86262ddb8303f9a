import { GROUP_BUY_SHARE_QUANTITY, groupBuyRoomDue, type CheckoutDraftShop, type CheckoutIssue } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { roomLoad } from './group-buy-store.js';

/** A member's share being ordered: the room's product sells at the room's group price. */
export interface GroupBuyShare {
  readonly roomId: string;
  readonly userId: string;
  readonly productId: string;
  readonly unitPrice: number;
}

/** What a checkout draft for a room must be, and the share it orders. */
export interface GroupBuyShareCheck {
  readonly share: GroupBuyShare | null;
  readonly issues: readonly CheckoutIssue[];
}

const refused = (field: string, code: string): GroupBuyShareCheck => ({ share: null, issues: [{ field, code }] });

/**
 * A share's order, in the preview and (locked) when placing: the caller is an account in the
 * open room, has not paid, has no live order for it, and buys GROUP_BUY_SHARE_QUANTITY unit of
 * the room's product from its shop alone, without vouchers (the group price is the discount).
 */
export async function groupBuyShareCheck(
  db: Db,
  request: { roomId: string; userId: string | null; shops: readonly CheckoutDraftShop[]; voucherCodes: readonly string[] },
  now: number,
  lock: boolean,
): Promise<GroupBuyShareCheck> {
  const record = await roomLoad(db, request.roomId, lock);
  if (!record) return refused('group_buy_room_id', 'GROUP_BUY.NOT_FOUND');
  const { room } = record;
  if (room.status !== 'open' || groupBuyRoomDue({ status: room.status, expires_at: record.expiresAt }, now)) {
    return refused('group_buy_room_id', 'GROUP_BUY.ROOM_CLOSED');
  }
  const member = request.userId ? room.members.find((found) => found.user_id === request.userId) : undefined;
  if (!member || !request.userId) return refused('group_buy_room_id', 'GROUP_BUY.NOT_MEMBER');
  if (member.paid) return refused('group_buy_room_id', 'GROUP_BUY.ALREADY_PAID');
  const live = await typedDb(db)
    .selectFrom('group_buy_orders as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .select('g.order_id')
    .where('g.room_id', '=', room._id)
    .where('g.user_id', '=', request.userId)
    .where('o.status', '<>', 'cancelled')
    .executeTakeFirst();
  if (live) return refused('group_buy_room_id', 'GROUP_BUY.ORDER_EXISTS');
  const items = request.shops.flatMap((shop) => shop.items);
  const [item] = items;
  const single = request.shops.length === 1 && request.shops[0]?.shop_id === record.shopId && items.length === 1;
  if (!single || item?.product_id !== room.product_id || item.quantity !== GROUP_BUY_SHARE_QUANTITY || request.voucherCodes.length > 0) {
    return refused('shops', 'GROUP_BUY.ORDER_INVALID');
  }
  return { share: { roomId: room._id, userId: request.userId, productId: room.product_id, unitPrice: record.groupPrice }, issues: [] };
}

/** Links a placed order to its room. Call inside the placing transaction. */
export async function groupBuyOrderLink(db: Db, share: GroupBuyShare, orderId: string): Promise<void> {
  await typedDb(db).insertInto('group_buy_orders').values({ order_id: orderId, room_id: share.roomId, user_id: share.userId }).execute();
}

/** The room an order pays a share of, if any. */
export async function groupBuyRoomOfOrder(db: Db, orderId: string): Promise<{ room_id: string; user_id: string } | null> {
  const row = await typedDb(db).selectFrom('group_buy_orders').select(['room_id', 'user_id']).where('order_id', '=', orderId).executeTakeFirst();
  return row ?? null;
}

/** Whether the order belongs to a room still gathering or paying (its seller must wait). */
export async function groupBuyOrderHeld(db: Db, orderId: string): Promise<boolean> {
  const row = await typedDb(db)
    .selectFrom('group_buy_orders as g')
    .innerJoin('group_buy_rooms as r', 'r.id', 'g.room_id')
    .select(sql<boolean>`true`.as('held'))
    .where('g.order_id', '=', orderId)
    .where('r.status', '=', 'open')
    .executeTakeFirst();
  return row?.held === true;
}
