import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/**
 * A product's rating is the average of its reviews, and its shop's the average of every review
 * of the shop's products, written in the review's own transaction so a page never shows a
 * rating its reviews do not give. A product without reviews keeps the rating it came with
 * (the seed's stand for reviews from before this marketplace; the first review replaces it).
 */
export async function ratingsRecompute(tx: Db, productId: string, shopId: string): Promise<void> {
  const typed = typedDb(tx);
  const reviewsOf = (column: 'product_id' | 'shop_id', id: string) => typed.selectFrom('reviews').where(column, '=', id);
  const average = sql<number>`round(avg(rating)::numeric, 1)::float8`.as('average');
  await typed
    .updateTable('products')
    .set({ rating: reviewsOf('product_id', productId).select(average) })
    .where('id', '=', productId)
    .where((eb) => eb.exists(reviewsOf('product_id', productId).select(sql.lit(1).as('one'))))
    .execute();
  await typed
    .updateTable('shops')
    .set({ rating: reviewsOf('shop_id', shopId).select(average) })
    .where('id', '=', shopId)
    .where((eb) => eb.exists(reviewsOf('shop_id', shopId).select(sql.lit(1).as('one'))))
    .execute();
}
