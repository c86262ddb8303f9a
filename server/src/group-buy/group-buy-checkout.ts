import { GROUP_BUY_SHARE_QUANTITY, groupBuyRoomDue, type CheckoutDraftShop, type CheckoutIssue } from '@modavi/core';
import type { Db } from '../db/db.js';
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
  const [live] = await db.query<{ order_id: string }>(
    `SELECT g.order_id FROM group_buy_orders g JOIN orders o ON o.id = g.order_id WHERE g.room_id = $1 AND g.user_id = $2 AND o.status <> 'cancelled'`,
    [room._id, request.userId],
  );
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
  await db.query('INSERT INTO group_buy_orders (order_id, room_id, user_id) VALUES ($1, $2, $3)', [orderId, share.roomId, share.userId]);
}

/** The room an order pays a share of, if any. */
export async function groupBuyRoomOfOrder(db: Db, orderId: string): Promise<{ room_id: string; user_id: string } | null> {
  const [row] = await db.query<{ room_id: string; user_id: string }>('SELECT room_id, user_id FROM group_buy_orders WHERE order_id = $1', [orderId]);
  return row ?? null;
}

/** Whether the order belongs to a room still gathering or paying (its seller must wait). */
export async function groupBuyOrderHeld(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.query<{ held: boolean }>(
    `SELECT true AS held FROM group_buy_orders g JOIN group_buy_rooms r ON r.id = g.room_id WHERE g.order_id = $1 AND r.status = 'open'`,
    [orderId],
  );
  return row?.held === true;
}
