import { bannerStatus, type BannerForm, type BannerListState, type SellerBanner, type SellerBannerPage, type SellerListQuery } from '@modavi/core';
import type { Db } from '../db/db.js';
import { BANNER_COLUMNS, bannerJson, type BannerRow } from '../banners/banner-store.js';
import { likePattern } from './seller-shop-http.js';

/** The SQL condition of a list state at `now` ($2, epoch ms): core's campaignStatus on [start, end). */
const STATE_SQL = `($3 = 'all'
  OR ($3 = 'upcoming' AND start_date > to_timestamp($2::float8 / 1000) AND end_date > to_timestamp($2::float8 / 1000))
  OR ($3 = 'running' AND start_date <= to_timestamp($2::float8 / 1000) AND end_date > to_timestamp($2::float8 / 1000))
  OR ($3 = 'ended' AND end_date <= to_timestamp($2::float8 / 1000)))`;

const sellerJson = (row: BannerRow, now: number): SellerBanner => {
  const banner = bannerJson(row);
  return { ...banner, status: bannerStatus(banner, now) };
};

/** A page of the shop's live (not deleted) banners, newest first, by title and state at `now`. */
export async function sellerBannerList(db: Db, shopId: string, query: SellerListQuery<BannerListState>, now: number): Promise<SellerBannerPage> {
  const where = `shop_id = $1 AND NOT deleted AND ${STATE_SQL} AND ($4 = '' OR title ILIKE $5)`;
  const params = [shopId, now, query.status, query.q, likePattern(query.q)];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM banners WHERE ${where}`, params);
  const rows = await db.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE ${where} ORDER BY created_at DESC, id LIMIT $6 OFFSET $7`, [
    ...params,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  return { items: rows.map((row) => sellerJson(row, now)), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's live banners; another shop's or a deleted one is none. */
export async function sellerBannerGet(db: Db, shopId: string, id: string, now: number): Promise<SellerBanner | null> {
  const [row] = await db.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1 AND shop_id = $2 AND NOT deleted`, [id, shopId]);
  return row ? sellerJson(row, now) : null;
}

const formParams = (form: BannerForm) => [
  form.title,
  form.type,
  form.start_date,
  form.end_date,
  form.related_url,
  form.cover_image,
  form.banner_image ?? null,
  JSON.stringify(form.related_product_ids),
];

/** A new banner, after the platform's in the buyers' order. */
export async function sellerBannerCreate(db: Db, shopId: string, id: string, form: BannerForm): Promise<void> {
  await db.query(
    `INSERT INTO banners (id, shop_id, title, type, start_date, end_date, related_url, cover_image, banner_image, related_product_ids, position)
     VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000), to_timestamp($6::float8 / 1000), $7, $8, $9, $10::jsonb,
       (SELECT coalesce(max(position), -1) + 1 FROM banners))`,
    [id, shopId, ...formParams(form)],
  );
}

/** Replaces a live banner's fields; false when the shop has no such banner. */
export async function sellerBannerUpdate(db: Db, shopId: string, id: string, form: BannerForm): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE banners SET title = $3, type = $4, start_date = to_timestamp($5::float8 / 1000), end_date = to_timestamp($6::float8 / 1000),
       related_url = $7, cover_image = $8, banner_image = $9, related_product_ids = $10::jsonb
     WHERE id = $1 AND shop_id = $2 AND NOT deleted RETURNING id`,
    [id, shopId, ...formParams(form)],
  );
  return rows.length > 0;
}

/** Deletes a banner (spec 4: a banner may be deleted): kept as deleted, gone from every list and page. */
export async function sellerBannerDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('UPDATE banners SET deleted = true WHERE id = $1 AND shop_id = $2 AND NOT deleted RETURNING id', [id, shopId]);
  return rows.length > 0;
}
