import {
  variantPriceAt,
  GROUP_BUY_ROOMS_LISTED_MAX,
  groupBuyMissing,
  groupBuyRoleOf,
  profileNameShown,
  type GroupBuyProduct,
  type GroupBuyRoomView,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { promotionTerms } from '../promotions/promotion-prices.js';
import { offerActiveFor } from './group-buy-offers.js';
import { groupBuySweep } from './group-buy-rooms.js';
import type { RoomRecord } from './group-buy-store.js';

/** A product's group-buy for buyers: its rooms past their deadline are closed first, then the running offer and the open rooms with places left. */
export async function groupBuyProductView(db: Db, productId: string, now: number): Promise<GroupBuyProduct> {
  await groupBuySweep(db, now, productId);
  const offer = await offerActiveFor(db, productId, now);
  if (!offer) return { offer: null, rooms: [] };
  const rooms = await db.query<{ id: string; goal: number; members: number; expires_ms: number; host_name: string }>(
    `SELECT r.id, r.goal, (SELECT count(*)::int FROM group_buy_members m WHERE m.room_id = r.id) AS members,
       (extract(epoch FROM r.expires_at) * 1000)::float8 AS expires_ms, u.name AS host_name
     FROM group_buy_rooms r JOIN group_buy_members h ON h.room_id = r.id AND h.role = 'host' JOIN users u ON u.id = h.user_id
     WHERE r.product_id = $1 AND r.status = 'open' AND r.expires_at > to_timestamp($2::float8 / 1000)
       AND (SELECT count(*) FROM group_buy_members m WHERE m.room_id = r.id) < r.goal
     ORDER BY r.expires_at, r.id LIMIT $3`,
    [productId, now, GROUP_BUY_ROOMS_LISTED_MAX],
  );
  const { shopId: _shop, ownerId: _owner, ...shown } = offer;
  return {
    offer: shown,
    rooms: rooms.map((room) => ({
      _id: room.id,
      host_name: profileNameShown(room.host_name, false),
      goal: room.goal,
      missing: Math.max(0, room.goal - room.members),
      expires_at: Math.round(room.expires_ms),
    })),
  };
}

/** One room for its page: names masked except the viewer's own, the viewer's role, payment and live order. */
export async function groupBuyRoomView(db: Db, record: RoomRecord, viewerId: string | null, now: number = Date.now()): Promise<GroupBuyRoomView> {
  const { room } = record;
  const [product] = await db.query<{ id: string; name: string; images: string[]; sale_price: number; shop_id: string }>(
    'SELECT id, name, images, sale_price, shop_id FROM products WHERE id = $1',
    [room.product_id],
  );
  const names = new Map(
    (await db.query<{ id: string; name: string }>('SELECT id, name FROM users WHERE id = ANY($1::text[])', [room.members.map((m) => m.user_id)])).map(
      (row) => [row.id, row.name],
    ),
  );
  const [order] = viewerId
    ? await db.query<{ order_id: string }>(
        `SELECT g.order_id FROM group_buy_orders g JOIN orders o ON o.id = g.order_id
         WHERE g.room_id = $1 AND g.user_id = $2 AND o.status <> 'cancelled' LIMIT 1`,
        [room._id, viewerId],
      )
    : [];
  const me = viewerId ? room.members.find((member) => member.user_id === viewerId) : undefined;
  return {
    _id: room._id,
    product: {
      _id: room.product_id,
      name: product?.name ?? '',
      image: product?.images[0] ?? null,
      // What the product costs alone now (issue 25: a running program's price, as on its card).
      sale_price: product
        ? variantPriceAt({ product_id: product.id, variant_id: null, sale_price: product.sale_price }, await promotionTerms(db, [product.id]), now).price
        : 0,
      shop_id: product?.shop_id ?? record.shopId,
    },
    group_price: record.groupPrice,
    goal: room.goal,
    missing: groupBuyMissing(room),
    status: room.status,
    created_at: room.created_at,
    expires_at: record.expiresAt,
    members: room.members.map((member) => ({
      name: profileNameShown(names.get(member.user_id) ?? '', member.user_id === viewerId),
      role: member.role,
      paid: member.paid,
      is_me: member.user_id === viewerId,
    })),
    my_role: viewerId ? groupBuyRoleOf(room, viewerId) : null,
    my_paid: me?.paid ?? false,
    my_order_id: order?.order_id ?? null,
  };
}
