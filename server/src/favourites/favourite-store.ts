import type { FavouritePage, FavouriteState } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SUMMARY_COLUMNS_SQL, summaryJson, type SummaryRow } from '../catalogue/product-queries.js';
import { summariesPriced } from '../promotions/promotion-prices.js';

/** Whether `ownerId` has the product among their favourites, with how many buyers do; null for no such (visible) product. */
export async function favouriteGet(db: Db, ownerId: string, productId: string): Promise<FavouriteState | null> {
  const [row] = await db.query<{ favourite: boolean; favourites: number }>(
    `SELECT EXISTS (SELECT 1 FROM favourites f WHERE f.owner_id = $1 AND f.product_id = p.id) AS favourite,
       (SELECT count(*)::int FROM favourites f WHERE f.product_id = p.id) AS favourites
     FROM products p WHERE p.id = $2 AND p.listed`,
    [ownerId, productId],
  );
  return row ? { product_id: productId, favourite: row.favourite, favourites: row.favourites } : null;
}

/** Adds or removes a favourite; both idempotent. */
export async function favouriteSet(db: Db, ownerId: string, productId: string, favourite: boolean): Promise<FavouriteState | null> {
  const [product] = await db.query<{ id: string }>('SELECT id FROM products WHERE id = $1 AND listed', [productId]);
  if (!product) return null;
  await db.query(
    favourite
      ? 'INSERT INTO favourites (owner_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM favourites WHERE owner_id = $1 AND product_id = $2',
    [ownerId, productId],
  );
  return favouriteGet(db, ownerId, productId);
}

/** The buyer's favourites, newest first; hidden products are left out. */
export async function favouritesList(db: Db, ownerId: string, page: number, limit: number, now: number): Promise<FavouritePage> {
  const [rows, counted] = await Promise.all([
    db.query<SummaryRow & { added_ms: number }>(
      `SELECT ${SUMMARY_COLUMNS_SQL}, (extract(epoch FROM f.created_at) * 1000)::float8 AS added_ms
       FROM favourites f JOIN products p ON p.id = f.product_id JOIN shops s ON s.id = p.shop_id
       WHERE f.owner_id = $1 AND p.listed ORDER BY f.added_seq DESC LIMIT $2 OFFSET $3`,
      [ownerId, limit, (page - 1) * limit],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM favourites f JOIN products p ON p.id = f.product_id WHERE f.owner_id = $1 AND p.listed',
      [ownerId],
    ),
  ]);
  const products = await summariesPriced(db, rows.map(summaryJson), now);
  return { items: rows.map((row, index) => ({ product: products[index] ?? summaryJson(row), added_at: Math.round(row.added_ms) })), page, limit, total: counted[0]?.total ?? 0 };
}
