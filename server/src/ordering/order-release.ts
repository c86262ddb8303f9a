import type { Db } from '../db/db.js';

/** The order's lines still held: those of parts not cancelled before (their units went back then), or of one part. */
const HELD_ITEMS = `SELECT * FROM order_items WHERE order_id = $1
  AND order_shop_id IN (SELECT id FROM order_shops WHERE order_id = $1 AND cancelled_at IS NULL AND ($2::text IS NULL OR id = $2))`;

/**
 * Gives back what a cancelled order (or, with `partId`, one shop's part of it) held: its units
 * to the stock (unless the parcel is lost, `restock` false), its promotion units to the
 * promotions, its voucher uses to the vouchers (a part gives back its own shop's). Call it
 * for a part before marking the part cancelled. Rows are locked in id order first, the order
 * checkout locks them in, so a cancel and a checkout never wait on each other in a circle.
 */
export async function orderRelease(db: Db, orderId: string, restock: boolean, partId: string | null = null): Promise<void> {
  if (restock) await orderRestock(db, orderId, partId);
  await promotionRelease(db, orderId, partId);
  await db.query(
    `UPDATE voucher_usage SET released_at = now() WHERE order_id = $1 AND released_at IS NULL
       AND ($2::text IS NULL OR voucher_id IN (SELECT v.id FROM vouchers v JOIN order_shops os ON os.shop_id = v.shop_id WHERE os.id = $2))`,
    [orderId, partId],
  );
}

async function orderRestock(db: Db, orderId: string, partId: string | null): Promise<void> {
  const items = await db.query<{ product_id: string; variant_id: string | null; quantity: number }>(
    `SELECT product_id, variant_id, quantity FROM (${HELD_ITEMS}) held`,
    [orderId, partId],
  );
  const productIds = [...new Set(items.map((item) => item.product_id))].sort();
  const variantIds = [...new Set(items.flatMap((item) => (item.variant_id ? [item.variant_id] : [])))].sort();
  await db.query('SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [productIds]);
  await db.query('SELECT id FROM variants WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [variantIds]);
  await db.query(
    `UPDATE variants v SET quantity = v.quantity + i.quantity
     FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM (${HELD_ITEMS}) held WHERE variant_id IS NOT NULL GROUP BY variant_id) i
     WHERE v.id = i.variant_id`,
    [orderId, partId],
  );
  await db.query(
    `UPDATE products p SET quantity = p.quantity + i.quantity, sold = GREATEST(0, p.sold - i.quantity)
     FROM (SELECT product_id, sum(quantity)::int AS quantity FROM (${HELD_ITEMS}) held GROUP BY product_id) i
     WHERE p.id = i.product_id`,
    [orderId, partId],
  );
}

/** The promotion units of the order's (or the part's) lines go back to their promotions. */
async function promotionRelease(db: Db, orderId: string, partId: string | null): Promise<void> {
  const ofPart = `($2::text IS NULL OR u.promotion_item_id IN (SELECT promotion_item_id FROM order_items WHERE order_shop_id = $2))`;
  await db.query(
    `SELECT i.id FROM promotion_items i JOIN promotion_usage u ON u.promotion_item_id = i.id
     WHERE u.order_id = $1 AND u.released_at IS NULL AND ${ofPart} ORDER BY i.id FOR UPDATE OF i`,
    [orderId, partId],
  );
  await db.query(
    `UPDATE promotion_items i SET sold = GREATEST(0, i.sold - u.quantity)
     FROM promotion_usage u WHERE u.promotion_item_id = i.id AND u.order_id = $1 AND u.released_at IS NULL AND ${ofPart}`,
    [orderId, partId],
  );
  await db.query(`UPDATE promotion_usage u SET released_at = now() WHERE u.order_id = $1 AND u.released_at IS NULL AND ${ofPart}`, [orderId, partId]);
}
