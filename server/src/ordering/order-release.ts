import type { Db } from '../db/db.js';

/**
 * Gives back what a cancelled order held: its units to the stock (unless the parcel is lost,
 * `restock` false), its promotion units to the promotions, its voucher uses to the vouchers.
 * Rows are locked in id order first, the order checkout locks them in, so a cancel and a
 * checkout never wait on each other in a circle.
 */
export async function orderRelease(db: Db, orderId: string, restock: boolean): Promise<void> {
  if (restock) {
    const items = await db.query<{ product_id: string; variant_id: string | null; quantity: number }>(
      'SELECT product_id, variant_id, quantity FROM order_items WHERE order_id = $1',
      [orderId],
    );
    const productIds = [...new Set(items.map((item) => item.product_id))].sort();
    const variantIds = [...new Set(items.flatMap((item) => (item.variant_id ? [item.variant_id] : [])))].sort();
    await db.query('SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [productIds]);
    await db.query('SELECT id FROM variants WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [variantIds]);
    await db.query(
      `UPDATE variants v SET quantity = v.quantity + i.quantity
       FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) i
       WHERE v.id = i.variant_id`,
      [orderId],
    );
    await db.query(
      `UPDATE products p SET quantity = p.quantity + i.quantity, sold = GREATEST(0, p.sold - i.quantity)
       FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $1 GROUP BY product_id) i
       WHERE p.id = i.product_id`,
      [orderId],
    );
  }
  await db.query(
    `SELECT i.id FROM promotion_items i JOIN promotion_usage u ON u.promotion_item_id = i.id
     WHERE u.order_id = $1 AND u.released_at IS NULL ORDER BY i.id FOR UPDATE OF i`,
    [orderId],
  );
  await db.query(
    `UPDATE promotion_items i SET sold = GREATEST(0, i.sold - u.quantity)
     FROM promotion_usage u WHERE u.promotion_item_id = i.id AND u.order_id = $1 AND u.released_at IS NULL`,
    [orderId],
  );
  await db.query('UPDATE promotion_usage SET released_at = now() WHERE order_id = $1 AND released_at IS NULL', [orderId]);
  await db.query('UPDATE voucher_usage SET released_at = now() WHERE order_id = $1 AND released_at IS NULL', [orderId]);
}
