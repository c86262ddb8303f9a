import type { GroupBuyRoom } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';

/** A room's row beside core's entity: the copied offer terms and its deadline. */
export interface RoomRecord {
  readonly room: GroupBuyRoom;
  readonly shopId: string;
  readonly groupPrice: number;
  readonly expiresAt: number;
}

/** A room as core's entity (members in joining order), locked for the transaction's change when `lock`. */
export async function roomLoad(db: Db, roomId: string, lock: boolean): Promise<RoomRecord | null> {
  const typed = typedDb(db);
  const row = await typed
    .selectFrom('group_buy_rooms')
    .select([
      'id',
      'product_id',
      'shop_id',
      'group_price',
      'goal',
      'status',
      'invited',
      sql<number>`(extract(epoch FROM created_at) * 1000)::float8`.as('created_ms'),
      sql<number>`(extract(epoch FROM expires_at) * 1000)::float8`.as('expires_ms'),
    ])
    .where('id', '=', roomId)
    .$call((qb) => (lock ? qb.forUpdate() : qb))
    .executeTakeFirst();
  if (!row) return null;
  const members = await typed
    .selectFrom('group_buy_members')
    .select(['user_id', 'role', 'paid', sql<number>`(extract(epoch FROM joined_at) * 1000)::float8`.as('joined_ms')])
    .where('room_id', '=', roomId)
    .orderBy('joined_at')
    .orderBy(sql`role <> 'host'`)
    .orderBy('user_id')
    .execute();
  return {
    room: {
      _id: row.id,
      product_id: row.product_id,
      goal: row.goal,
      members: members.map((member) => ({ user_id: member.user_id, role: member.role, paid: member.paid, joined_at: Math.round(member.joined_ms) })),
      invited: row.invited,
      status: row.status,
      created_at: Math.round(row.created_ms),
    },
    shopId: row.shop_id,
    groupPrice: row.group_price,
    expiresAt: Math.round(row.expires_ms),
  };
}

/** Writes a new room with its host. */
export async function roomInsert(db: Db, record: RoomRecord): Promise<void> {
  const { room } = record;
  await typedDb(db)
    .insertInto('group_buy_rooms')
    .values({
      id: room._id,
      product_id: room.product_id,
      shop_id: record.shopId,
      group_price: record.groupPrice,
      goal: room.goal,
      status: room.status,
      invited: '[]',
      created_at: msTime(room.created_at),
      expires_at: msTime(record.expiresAt),
    })
    .execute();
  await roomSave(db, room, room.created_at);
}

/** Stores what a rule changed: the status (and when it closed), the invited list, every member and whether it paid. */
export async function roomSave(db: Db, room: GroupBuyRoom, now: number): Promise<void> {
  const typed = typedDb(db);
  await typed
    .updateTable('group_buy_rooms')
    .set((eb) => ({
      status: room.status,
      invited: JSON.stringify(room.invited),
      // An open room has no closing time; a closed one keeps the first.
      closed_at: room.status !== 'open' ? eb.fn.coalesce('closed_at', msTime(now)) : null,
    }))
    .where('id', '=', room._id)
    .execute();
  for (const member of room.members) {
    await typed
      .insertInto('group_buy_members')
      .values({ room_id: room._id, user_id: member.user_id, role: member.role, paid: member.paid, joined_at: msTime(member.joined_at) })
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet((eb) => ({ paid: eb.ref('excluded.paid') })))
      .execute();
  }
}

/** The live (not cancelled) orders placed for a room's shares, by member. */
export async function roomLiveOrders(db: Db, roomId: string): Promise<{ order_id: string; user_id: string }[]> {
  return typedDb(db)
    .selectFrom('group_buy_orders as g')
    .innerJoin('orders as o', 'o.id', 'g.order_id')
    .select(['g.order_id', 'g.user_id'])
    .where('g.room_id', '=', roomId)
    .where('o.status', '<>', 'cancelled')
    .orderBy('g.order_id')
    .execute();
}
