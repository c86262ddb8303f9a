import type { FavouritePage, FavouriteState } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { summaryJson } from '../catalogue/product-queries.js';
import { summaryColumns } from '../catalogue/summary-select.js';
import { summariesPriced } from '../promotions/promotion-prices.js';

/** Whether `ownerId` has the product among their favourites, with how many buyers do; null for no such (visible) product. */
export async function favouriteGet(db: Db, ownerId: string, productId: string): Promise<FavouriteState | null> {
  const row = await typedDb(db)
    .selectFrom('products as p')
    .select((eb) => [
      eb.exists(eb.selectFrom('favourites as f').select(sql.lit(1).as('one')).where('f.owner_id', '=', ownerId).whereRef('f.product_id', '=', 'p.id')).$castTo<boolean>().as('favourite'),
      eb.selectFrom('favourites as f').select(sql<number>`count(*)::int`.as('n')).whereRef('f.product_id', '=', 'p.id').as('favourites'),
    ])
    .where('p.id', '=', productId)
    .where('p.listed', '=', true)
    .executeTakeFirst();
  return row ? { product_id: productId, favourite: row.favourite, favourites: row.favourites ?? 0 } : null;
}

/** Adds or removes a favourite; both idempotent. */
export async function favouriteSet(db: Db, ownerId: string, productId: string, favourite: boolean): Promise<FavouriteState | null> {
  const typed = typedDb(db);
  const product = await typed.selectFrom('products').select('id').where('id', '=', productId).where('listed', '=', true).executeTakeFirst();
  if (!product) return null;
  if (favourite) {
    await typed.insertInto('favourites').values({ owner_id: ownerId, product_id: productId }).onConflict((oc) => oc.doNothing()).execute();
  } else {
    await typed.deleteFrom('favourites').where('owner_id', '=', ownerId).where('product_id', '=', productId).execute();
  }
  return favouriteGet(db, ownerId, productId);
}

/** The buyer's favourites, newest first; hidden products are left out. */
export async function favouritesList(db: Db, ownerId: string, page: number, limit: number, now: number): Promise<FavouritePage> {
  const typed = typedDb(db);
  const [rows, counted] = await Promise.all([
    typed
      .selectFrom('favourites as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select((eb) => [...summaryColumns(eb), sql<number>`(extract(epoch FROM f.created_at) * 1000)::float8`.as('added_ms')])
      .where('f.owner_id', '=', ownerId)
      .where('p.listed', '=', true)
      .orderBy('f.added_seq', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    typed
      .selectFrom('favourites as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('f.owner_id', '=', ownerId)
      .where('p.listed', '=', true)
      .executeTakeFirst(),
  ]);
  const products = await summariesPriced(db, rows.map(summaryJson), now);
  return { items: rows.map((row, index) => ({ product: products[index] ?? summaryJson(row), added_at: Math.round(row.added_ms) })), page, limit, total: counted?.total ?? 0 };
}
