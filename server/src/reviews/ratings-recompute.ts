import type { Db } from '../db/db.js';

/**
 * A product's rating is the average of its reviews, and its shop's the average of every review
 * of the shop's products, written in the review's own transaction so a page never shows a
 * rating its reviews do not give. A product without reviews keeps the rating it came with
 * (the seed's stand for reviews from before this marketplace; the first review replaces it).
 */
export async function ratingsRecompute(tx: Db, productId: string, shopId: string): Promise<void> {
  await tx.query(
    `UPDATE products SET rating = (SELECT round(avg(rating)::numeric, 1)::float8 FROM reviews WHERE product_id = $1)
     WHERE id = $1 AND EXISTS (SELECT 1 FROM reviews WHERE product_id = $1)`,
    [productId],
  );
  await tx.query(
    `UPDATE shops SET rating = (SELECT round(avg(rating)::numeric, 1)::float8 FROM reviews WHERE shop_id = $1)
     WHERE id = $1 AND EXISTS (SELECT 1 FROM reviews WHERE shop_id = $1)`,
    [shopId],
  );
}
