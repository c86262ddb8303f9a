/**
 * SQL of stored chat. A side is the buyer's or the seller's view of the same rows: its own read
 * point, marked-unread and hidden columns. The column names come from this closed set, never
 * from a request.
 */
export type ChatSide = 'buyer' | 'seller';

export const sideColumns = (side: ChatSide) =>
  side === 'buyer'
    ? { read: 'buyer_read_seq', marked: 'buyer_marked_unread', hidden: 'buyer_hidden', owner: 'buyer_id' }
    : { read: 'seller_read_seq', marked: 'seller_marked_unread', hidden: 'seller_hidden', owner: 'shop_id' };

/**
 * A message with its product card and whether its recipient has read it, each column named
 * `prefix` + its name; `m`, `r` and `p` are bound by the caller.
 */
export const messageColumns = (prefix = ''): string =>
  [
    ['m.id', 'id'],
    ['m.room_id', 'room_id'],
    ['m.sender_id', 'sender_id'],
    ['m.sender_kind', 'sender_kind'],
    ['m.text', 'text'],
    ['m.image_url', 'image_url'],
    ['(extract(epoch FROM m.sent_at) * 1000)::float8', 'sent_ms'],
    [`m.seq <= CASE m.sender_kind WHEN 'buyer' THEN r.seller_read_seq ELSE r.buyer_read_seq END`, 'read'],
    ['p.id', 'product_id'],
    ['p.name', 'product_name'],
    ["p.images->>0", 'product_image'],
    ['p.sale_price', 'product_price'],
  ]
    .map(([expression, name]) => `${expression} AS ${prefix}${name}`)
    .join(', ');

/** The rooms of one owner ($1: the buyer's id or the shop's), not hidden from that side, latest first; $2 a name pattern or null, $3 the limit. */
export const roomsSql = (side: ChatSide): string => {
  const col = sideColumns(side);
  const other = side === 'buyer' ? 's.name' : 'u.name';
  return `
  SELECT r.id, r.shop_id, r.buyer_id, s.name AS shop_name, s.avatar AS shop_avatar, u.name AS buyer_name, u.avatar AS buyer_avatar,
    (extract(epoch FROM coalesce(r.last_message_at, r.created_at)) * 1000)::float8 AS updated_ms,
    (SELECT count(*) FROM chat_messages x WHERE x.room_id = r.id AND x.sender_kind <> '${side}' AND x.seq > r.${col.read})::int AS unread,
    r.${col.marked} AS marked,
    lm.*
  FROM chat_rooms r
  JOIN shops s ON s.id = r.shop_id
  JOIN users u ON u.id = r.buyer_id
  LEFT JOIN LATERAL (
    SELECT ${messageColumns('m_')}
    FROM chat_messages m LEFT JOIN products p ON p.id = m.product_id
    WHERE m.room_id = r.id ORDER BY m.seq DESC LIMIT 1
  ) lm ON true
  WHERE r.${col.owner} = $1 AND NOT r.${col.hidden} AND ($2::text IS NULL OR ${other} ILIKE $2)
  ORDER BY coalesce(r.last_message_at, r.created_at) DESC, r.id
  LIMIT $3`;
};

/** One page of a room's messages ($1 room, $2 the seq to read below or null, $3 the limit). */
export const MESSAGES_SQL = `
  SELECT m.seq, ${messageColumns()}
  FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id LEFT JOIN products p ON p.id = m.product_id
  WHERE m.room_id = $1 AND ($2::bigint IS NULL OR m.seq < $2)
  ORDER BY m.seq DESC LIMIT $3`;

/**
 * `chat/suggest-chat` (core's CHAT_SUGGEST_MAX): the shops of the buyer's latest orders, then
 * the shops it follows, without a room the buyer sees already and without its own shop.
 */
export const SUGGEST_SQL = `
  WITH ordered AS (
    SELECT os.shop_id, max(o.created_at) AS at FROM orders o JOIN order_shops os ON os.order_id = o.id
    WHERE o.owner_id = $1 AND o.owner_kind = 'user' GROUP BY os.shop_id),
  followed AS (SELECT shop_id, created_at AS at FROM shop_follows WHERE owner_id = $1)
  SELECT s.id AS shop_id, s.name, s.avatar, CASE WHEN o.shop_id IS NOT NULL THEN 'ordered' ELSE 'followed' END AS reason
  FROM shops s LEFT JOIN ordered o ON o.shop_id = s.id LEFT JOIN followed f ON f.shop_id = s.id
  WHERE (o.shop_id IS NOT NULL OR f.shop_id IS NOT NULL)
    AND s.owner_user_id IS DISTINCT FROM $1
    AND NOT EXISTS (SELECT 1 FROM chat_rooms r WHERE r.shop_id = s.id AND r.buyer_id = $1 AND NOT r.buyer_hidden)
  ORDER BY (o.shop_id IS NULL), coalesce(o.at, f.at) DESC, s.id
  LIMIT $2`;

/** The buyer's latest orders with the shop ($1 shop, $2 buyer, $3 limit), with the status the seller sees. */
export const BUYER_ORDERS_SQL = `
  SELECT o.id, CASE WHEN os.cancelled_by IS NOT NULL AND o.status <> 'cancelled' THEN 'cancelled' ELSE o.status END AS status,
    os.shop_total, (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_shop_id = os.id)::int AS items,
    (extract(epoch FROM o.created_at) * 1000)::float8 AS created_ms
  FROM orders o JOIN order_shops os ON os.order_id = o.id AND os.shop_id = $1
  WHERE o.owner_id = $2 AND o.owner_kind = 'user' AND o.status <> 'pending_approval'
  ORDER BY o.created_at DESC, o.id LIMIT $3`;

/**
 * The shop's messages the dashboard's response figures read ($1 shop, $2 and $3 instants):
 * from a month before the period (a wait opened before it is still the same wait) to the
 * period's end plus the reply window.
 */
export const TIMELINE_SQL = `
  SELECT m.room_id, m.sender_kind, (extract(epoch FROM m.sent_at) * 1000)::float8 AS sent_ms
  FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
  WHERE r.shop_id = $1 AND m.sent_at >= to_timestamp($2 / 1000.0) - interval '30 days' AND m.sent_at < to_timestamp($3 / 1000.0)
  ORDER BY m.seq`;
