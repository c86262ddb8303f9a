import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs } from '../db/time-sql.js';

/**
 * Queries of stored chat. A side is the buyer's or the seller's view of the same rows: its own
 * read point, marked-unread and hidden columns. The column names come from this closed set,
 * never from a request.
 */
export type ChatSide = 'buyer' | 'seller';

const SIDE_COLUMNS = {
  buyer: { read: 'buyer_read_seq', marked: 'buyer_marked_unread', hidden: 'buyer_hidden', owner: 'buyer_id' },
  seller: { read: 'seller_read_seq', marked: 'seller_marked_unread', hidden: 'seller_hidden', owner: 'shop_id' },
} as const;

export const sideColumns = <S extends ChatSide>(side: S): (typeof SIDE_COLUMNS)[S] => SIDE_COLUMNS[side];

/** A query over messages as `m`, their room as `r` and their product as `p`. */
type MessageTables = DB & { m: DB['chat_messages']; r: DB['chat_rooms']; p: DB['products'] };

/** A message with its product card and whether its recipient has read it. */
export const messageColumns = (eb: ExpressionBuilder<MessageTables, 'm' | 'r' | 'p'>) =>
  [
    'm.id',
    'm.room_id',
    'm.sender_id',
    'm.sender_kind',
    'm.text',
    'm.image_url',
    epochMs(eb.ref('m.sent_at')).as('sent_ms'),
    sql<boolean>`${eb.ref('m.seq')} <= CASE ${eb.ref('m.sender_kind')} WHEN 'buyer' THEN ${eb.ref('r.seller_read_seq')} ELSE ${eb.ref('r.buyer_read_seq')} END`.as(
      'read',
    ),
    'p.id as product_id',
    'p.name as product_name',
    sql<string | null>`${eb.ref('p.images')}->>0`.as('product_image'),
    'p.sale_price as product_price',
  ] as const;

/** Messages with their room and product, as messageColumns reads them; the caller says which. */
export const messagesSelect = (db: Db) =>
  typedDb(db)
    .selectFrom('chat_messages as m')
    .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
    .leftJoin('products as p', 'p.id', 'm.product_id')
    .select(messageColumns);

/**
 * The rooms of one owner (the buyer's id or the shop's) with both parties, this side's unread
 * count and mark, and the last message (its columns `m_`-prefixed, null without messages),
 * latest first. The caller says which rooms and how many.
 */
export const roomsSelect = (db: Db, side: ChatSide, ownerId: string) => {
  const col = sideColumns(side);
  return typedDb(db)
    .selectFrom('chat_rooms as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .innerJoin('users as u', 'u.id', 'r.buyer_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .leftJoin('products as p', 'p.id', 'm.product_id')
          .select(messageColumns)
          .whereRef('m.room_id', '=', 'r.id')
          .orderBy('m.seq', 'desc')
          .limit(1)
          .as('lm'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'r.id',
      'r.shop_id',
      'r.buyer_id',
      's.name as shop_name',
      's.avatar as shop_avatar',
      'u.name as buyer_name',
      'u.avatar as buyer_avatar',
      sql<number>`(extract(epoch FROM coalesce(${eb.ref('r.last_message_at')}, ${eb.ref('r.created_at')})) * 1000)::float8`.as('updated_ms'),
      eb
        .selectFrom('chat_messages as x')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('x.room_id', '=', 'r.id')
        .where('x.sender_kind', '<>', side)
        .whereRef('x.seq', '>', `r.${col.read}`)
        .as('unread'),
      eb.ref(`r.${col.marked}`).as('marked'),
      'lm.id as m_id',
      'lm.sender_id as m_sender_id',
      'lm.sender_kind as m_sender_kind',
      'lm.text as m_text',
      'lm.image_url as m_image_url',
      'lm.sent_ms as m_sent_ms',
      'lm.read as m_read',
      'lm.product_id as m_product_id',
      'lm.product_name as m_product_name',
      'lm.product_image as m_product_image',
      'lm.product_price as m_product_price',
    ])
    .where(`r.${col.owner}`, '=', ownerId)
    .orderBy(sql`coalesce(r.last_message_at, r.created_at)`, 'desc')
    .orderBy('r.id');
};

/**
 * `chat/suggest-chat` (core's CHAT_SUGGEST_MAX): the shops of the buyer's latest orders, then
 * the shops it follows, without a room the buyer sees already and without its own shop.
 */
export const suggestionsSelect = (db: Db, buyerId: string, limit: number) =>
  typedDb(db)
    .with('ordered', (qc) =>
      qc
        .selectFrom('orders as o')
        .innerJoin('order_shops as os', 'os.order_id', 'o.id')
        .select((eb) => ['os.shop_id', eb.fn.max('o.created_at').as('at')])
        .where('o.owner_id', '=', buyerId)
        .where('o.owner_kind', '=', 'user')
        .groupBy('os.shop_id'),
    )
    .with('followed', (qc) => qc.selectFrom('shop_follows').select(['shop_id', 'created_at as at']).where('owner_id', '=', buyerId))
    .selectFrom('shops as s')
    .leftJoin('ordered as o', 'o.shop_id', 's.id')
    .leftJoin('followed as f', 'f.shop_id', 's.id')
    .select([
      's.id as shop_id',
      's.name',
      's.avatar',
      sql<'ordered' | 'followed'>`CASE WHEN o.shop_id IS NOT NULL THEN 'ordered' ELSE 'followed' END`.as('reason'),
    ])
    .where((eb) => eb.or([eb('o.shop_id', 'is not', null), eb('f.shop_id', 'is not', null)]))
    .where('s.owner_user_id', 'is distinct from', buyerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_rooms as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.shop_id', '=', 's.id')
            .where('r.buyer_id', '=', buyerId)
            .where('r.buyer_hidden', '=', false),
        ),
      ),
    )
    .orderBy(sql`(o.shop_id IS NULL)`)
    .orderBy(sql`coalesce(o.at, f.at)`, 'desc')
    .orderBy('s.id')
    .limit(limit);

/** The buyer's latest orders with the shop, with the status the seller sees. */
export const buyerOrdersSelect = (db: Db, shopId: string, buyerId: string, limit: number) =>
  typedDb(db)
    .selectFrom('orders as o')
    .innerJoin('order_shops as os', (join) => join.onRef('os.order_id', '=', 'o.id').on('os.shop_id', '=', shopId))
    .select((eb) => [
      'o.id',
      sql<string>`CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled' ELSE o.status END`.as('status'),
      'os.shop_total',
      sql<number>`(${eb.selectFrom('order_items as i').select(sql`coalesce(sum(i.quantity), 0)`.as('n')).whereRef('i.order_shop_id', '=', 'os.id')})::int`.as('items'),
      epochMs(eb.ref('o.created_at')).as('created_ms'),
    ])
    .where('o.owner_id', '=', buyerId)
    .where('o.owner_kind', '=', 'user')
    .where('o.status', '<>', 'pending_approval')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(limit);

/**
 * The shop's messages the dashboard's response figures read, for `shopId` between the instants
 * `from` and `to` (epoch ms): from a month before (a wait opened before the period is still the
 * same wait) to `to`.
 */
export const timelineSelect = (db: Db, shopId: string, from: number, to: number) =>
  typedDb(db)
    .selectFrom('chat_messages as m')
    .innerJoin('chat_rooms as r', 'r.id', 'm.room_id')
    .select((eb) => ['m.room_id', 'm.sender_kind', epochMs(eb.ref('m.sent_at')).as('sent_ms')])
    .where('r.shop_id', '=', shopId)
    .where('m.sent_at', '>=', sql<Date>`to_timestamp(${from} / 1000.0) - interval '30 days'`)
    .where('m.sent_at', '<', sql<Date>`to_timestamp(${to} / 1000.0)`)
    .orderBy('m.seq');
