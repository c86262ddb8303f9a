import { bannerStatus, type Banner, type BannerDetail } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SUMMARY_COLUMNS_SQL, summaryJson, type SummaryRow } from '../catalogue/product-queries.js';
import { summariesPriced } from '../promotions/promotion-prices.js';

export interface BannerRow {
  readonly id: string;
  readonly shop_id: string | null;
  readonly title: string;
  readonly type: string;
  readonly start_ms: number;
  readonly end_ms: number;
  readonly related_url: string;
  readonly cover_image: string;
  readonly banner_image: string | null;
  readonly related_product_ids: string[];
  readonly deleted: boolean;
}

export const BANNER_COLUMNS = `id, shop_id, title, type, related_url, cover_image, banner_image, related_product_ids, deleted,
  (extract(epoch FROM start_date) * 1000)::float8 AS start_ms, (extract(epoch FROM end_date) * 1000)::float8 AS end_ms`;

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
  const rows = await db.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE NOT deleted ORDER BY position, id`);
  return rows.map(bannerJson).filter((banner) => bannerStatus(banner, now) === 'running');
}

/**
 * One banner with its status and its related products (visible ones, in the banner's order);
 * null for an unknown or deleted banner. An upcoming or ended banner still has its page: a link
 * shared earlier should say where the campaign is, not vanish.
 */
export async function bannerDetail(db: Db, bannerId: string, now: number): Promise<BannerDetail | null> {
  const [row] = await db.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1 AND NOT deleted`, [bannerId]);
  if (!row) return null;
  const banner = bannerJson(row);
  const products = await db.query<SummaryRow & { at: number }>(
    `SELECT ${SUMMARY_COLUMNS_SQL}, ids.at FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS ids(product_id, at)
     JOIN products p ON p.id = ids.product_id JOIN shops s ON s.id = p.shop_id WHERE p.listed ORDER BY ids.at`,
    [JSON.stringify(banner.related_product_ids)],
  );
  return { banner, status: bannerStatus(banner, now), products: await summariesPriced(db, products.map(summaryJson), now) };
}

/** The title a banner's generated cover shows; null when there is no such banner. */
export async function bannerTitle(db: Db, bannerId: string): Promise<string | null> {
  const [row] = await db.query<{ title: string }>('SELECT title FROM banners WHERE id = $1', [bannerId]);
  return row?.title ?? null;
}
