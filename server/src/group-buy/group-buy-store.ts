import type { GroupBuyRoom } from '@modavi/core';
import type { Db } from '../db/db.js';

/** A room's row beside core's entity: the copied offer terms and its deadline. */
export interface RoomRecord {
  readonly room: GroupBuyRoom;
  readonly shopId: string;
  readonly groupPrice: number;
  readonly expiresAt: number;
}

interface RoomRow {
  id: string;
  product_id: string;
  shop_id: string;
  group_price: number;
  goal: number;
  status: GroupBuyRoom['status'];
  invited: string[];
  created_ms: number;
  expires_ms: number;
}

const ROOM_SELECT = `SELECT id, product_id, shop_id, group_price, goal, status, invited,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms
  FROM group_buy_rooms WHERE id = $1`;

/** A room as core's entity (members in joining order), locked for the transaction's change when `lock`. */
export async function roomLoad(db: Db, roomId: string, lock: boolean): Promise<RoomRecord | null> {
  const [row] = await db.query<RoomRow>(`${ROOM_SELECT}${lock ? ' FOR UPDATE' : ''}`, [roomId]);
  if (!row) return null;
  const members = await db.query<{ user_id: string; role: 'host' | 'member'; paid: boolean; joined_ms: number }>(
    `SELECT user_id, role, paid, (extract(epoch FROM joined_at) * 1000)::float8 AS joined_ms FROM group_buy_members
     WHERE room_id = $1 ORDER BY joined_at, role <> 'host', user_id`,
    [roomId],
  );
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
  await db.query(
    `INSERT INTO group_buy_rooms (id, product_id, shop_id, group_price, goal, status, invited, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, '[]'::jsonb, to_timestamp($7::float8 / 1000), to_timestamp($8::float8 / 1000))`,
    [room._id, room.product_id, record.shopId, record.groupPrice, room.goal, room.status, room.created_at, record.expiresAt],
  );
  await roomSave(db, room, room.created_at);
}

/** Stores what a rule changed: the status (and when it closed), the invited list, every member and whether it paid. */
export async function roomSave(db: Db, room: GroupBuyRoom, now: number): Promise<void> {
  await db.query(
    `UPDATE group_buy_rooms SET status = $2, invited = $3::jsonb,
       closed_at = CASE WHEN $2 <> 'open' THEN coalesce(closed_at, to_timestamp($4::float8 / 1000)) ELSE NULL END
     WHERE id = $1`,
    [room._id, room.status, JSON.stringify(room.invited), now],
  );
  for (const member of room.members) {
    await db.query(
      `INSERT INTO group_buy_members (room_id, user_id, role, paid, joined_at) VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000))
       ON CONFLICT (room_id, user_id) DO UPDATE SET paid = EXCLUDED.paid`,
      [room._id, member.user_id, member.role, member.paid, member.joined_at],
    );
  }
}

/** The live (not cancelled) orders placed for a room's shares, by member. */
export async function roomLiveOrders(db: Db, roomId: string): Promise<{ order_id: string; user_id: string }[]> {
  return db.query<{ order_id: string; user_id: string }>(
    `SELECT g.order_id, g.user_id FROM group_buy_orders g JOIN orders o ON o.id = g.order_id
     WHERE g.room_id = $1 AND o.status <> 'cancelled' ORDER BY g.order_id`,
    [roomId],
  );
}
