import {
  variantPriceAt,
  GROUP_BUY_ROOMS_LISTED_MAX,
  groupBuyMissing,
  groupBuyRoleOf,
  profileNameShown,
  type GroupBuyProduct,
  type GroupBuyRoomView,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { promotionTerms } from '../promotions/promotion-prices.js';
import { offerActiveFor } from './group-buy-offers.js';
import { groupBuySweep } from './group-buy-rooms.js';
import type { RoomRecord } from './group-buy-store.js';
import { msTime } from '../db/time-sql.js';

/** A product's group-buy for buyers: its rooms past their deadline are closed first, then the running offer and the open rooms with places left. */
export async function groupBuyProductView(db: Db, productId: string, now: number): Promise<GroupBuyProduct> {
  await groupBuySweep(db, now, productId);
  const offer = await offerActiveFor(db, productId, now);
  if (!offer) return { offer: null, rooms: [] };
  const rooms = await typedDb(db)
    .selectFrom('group_buy_rooms as r')
    .innerJoin('group_buy_members as h', (join) => join.onRef('h.room_id', '=', 'r.id').on('h.role', '=', 'host'))
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .select((eb) => [
      'r.id',
      'r.goal',
      eb.selectFrom('group_buy_members as m').select(sql<number>`count(*)::int`.as('n')).whereRef('m.room_id', '=', 'r.id').$asScalar().$notNull().as('members'),
      sql<number>`(extract(epoch FROM r.expires_at) * 1000)::float8`.as('expires_ms'),
      'u.name as host_name',
    ])
    .where('r.product_id', '=', productId)
    .where('r.status', '=', 'open')
    .where('r.expires_at', '>', msTime(now))
    .where((eb) => eb(eb.selectFrom('group_buy_members as m').select(sql<number>`count(*)`.as('n')).whereRef('m.room_id', '=', 'r.id'), '<', eb.ref('r.goal')))
    .orderBy('r.expires_at')
    .orderBy('r.id')
    .limit(GROUP_BUY_ROOMS_LISTED_MAX)
    .execute();
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
  const typed = typedDb(db);
  const product = await typed.selectFrom('products').select(['id', 'name', 'images', 'sale_price', 'shop_id']).where('id', '=', room.product_id).executeTakeFirst();
  const names = new Map(
    (
      await typed
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', sql<string>`ANY(${room.members.map((m) => m.user_id)}::text[])`)
        .execute()
    ).map((row) => [row.id, row.name]),
  );
  const order = viewerId
    ? await typed
        .selectFrom('group_buy_orders as g')
        .innerJoin('orders as o', 'o.id', 'g.order_id')
        .select('g.order_id')
        .where('g.room_id', '=', room._id)
        .where('g.user_id', '=', viewerId)
        .where('o.status', '<>', 'cancelled')
        .limit(1)
        .executeTakeFirst()
    : undefined;
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
