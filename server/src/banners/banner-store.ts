import { bannerStatus, type Banner, type BannerDetail } from '@modavi/core';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { summaryJson } from '../catalogue/product-queries.js';
import { summaryColumns } from '../catalogue/summary-select.js';
import { summariesPriced } from '../promotions/promotion-prices.js';
import { epochMs } from '../db/time-sql.js';

/** A banner's columns as bannerJson reads them. */
export type BannerRow = Pick<
  Selectable<DB['banners']>,
  'id' | 'shop_id' | 'title' | 'type' | 'related_url' | 'cover_image' | 'banner_image' | 'related_product_ids' | 'deleted'
> & { readonly start_ms: number; readonly end_ms: number };

/** The columns bannerJson reads, for a query over banners. */
export const bannerColumns = (eb: ExpressionBuilder<DB, 'banners'>) =>
  [
    'banners.id',
    'banners.shop_id',
    'banners.title',
    'banners.type',
    'banners.related_url',
    'banners.cover_image',
    'banners.banner_image',
    'banners.related_product_ids',
    'banners.deleted',
    epochMs(eb.ref('banners.start_date')).as('start_ms'),
    epochMs(eb.ref('banners.end_date')).as('end_ms'),
  ] as const;

export const bannerJson = (row: BannerRow): Banner => ({
  _id: row.id,
  shop_id: row.shop_id,
  title: row.title,
  type: row.type,
  start_date: Math.round(row.start_ms),
  end_date: Math.round(row.end_ms),
  related_url: row.related_url,
  cover_image: row.cover_image,
  banner_image: row.banner_image,
  related_product_ids: row.related_product_ids,
  deleted: row.deleted,
});

/** Banners showing at `now` (core's bannerStatus running), in their order. */
export async function bannersShowing(db: Db, now: number): Promise<Banner[]> {
  const rows = await typedDb(db).selectFrom('banners').select(bannerColumns).where('banners.deleted', '=', false).orderBy('banners.position').orderBy('banners.id').execute();
  return rows.map(bannerJson).filter((banner) => bannerStatus(banner, now) === 'running');
}

/**
 * One banner with its status and its related products (visible ones, in the banner's order);
 * null for an unknown or deleted banner. An upcoming or ended banner still has its page: a link
 * shared earlier should say where the campaign is, not vanish.
 */
export async function bannerDetail(db: Db, bannerId: string, now: number): Promise<BannerDetail | null> {
  const typed = typedDb(db);
  const row = await typed.selectFrom('banners').select(bannerColumns).where('banners.id', '=', bannerId).where('banners.deleted', '=', false).executeTakeFirst();
  if (!row) return null;
  const banner = bannerJson(row);
  // The related ids in their order: a set-returning function with its ordinality, which the
  // builder names only as a raw table expression.
  const ids = sql<{ product_id: string; at: number }>`jsonb_array_elements_text(${JSON.stringify(banner.related_product_ids)}::jsonb) WITH ORDINALITY`.as<'ids'>(
    sql`ids(product_id, at)`,
  );
  const products = await typed
    .selectFrom(ids)
    .innerJoin('products as p', 'p.id', 'ids.product_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select((eb) => [...summaryColumns(eb), 'ids.at'])
    .where('p.listed', '=', true)
    .orderBy('ids.at')
    .execute();
  return { banner, status: bannerStatus(banner, now), products: await summariesPriced(db, products.map(summaryJson), now) };
}

/** The title a banner's generated cover shows; null when there is no such banner. */
export async function bannerTitle(db: Db, bannerId: string): Promise<string | null> {
  const row = await typedDb(db).selectFrom('banners').select('title').where('id', '=', bannerId).executeTakeFirst();
  return row?.title ?? null;
}
