import { bannerStatus, type BannerForm, type BannerListState, type SellerBanner, type SellerBannerPage, type SellerListQuery } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { bannerColumns, bannerJson, type BannerRow } from '../banners/banner-store.js';
import { msTime } from '../db/time-sql.js';
import { likePattern } from './seller-shop-http.js';

/** A list state at `now` (epoch ms): core's campaignStatus on [start, end). */
const stateIs = (state: BannerListState | 'all', now: number) => (eb: ExpressionBuilder<DB, 'banners'>) => {
  switch (state) {
    case 'all':
      return eb.lit(true);
    case 'upcoming':
      return eb.and([eb('banners.start_date', '>', msTime(now)), eb('banners.end_date', '>', msTime(now))]);
    case 'running':
      return eb.and([eb('banners.start_date', '<=', msTime(now)), eb('banners.end_date', '>', msTime(now))]);
    case 'ended':
      return eb('banners.end_date', '<=', msTime(now));
  }
};

const sellerJson = (row: BannerRow, now: number): SellerBanner => {
  const banner = bannerJson(row);
  return { ...banner, status: bannerStatus(banner, now) };
};

/** A page of the shop's live (not deleted) banners, newest first, by title and state at `now`. */
export async function sellerBannerList(db: Db, shopId: string, query: SellerListQuery<BannerListState>, now: number): Promise<SellerBannerPage> {
  const typed = typedDb(db);
  const listed = (eb: ExpressionBuilder<DB, 'banners'>) =>
    eb.and([
      eb('banners.shop_id', '=', shopId),
      eb('banners.deleted', '=', false),
      stateIs(query.status, now)(eb),
      ...(query.q === '' ? [] : [eb('banners.title', 'ilike', likePattern(query.q))]),
    ]);
  const count = await typed.selectFrom('banners').select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await typed
    .selectFrom('banners')
    .select(bannerColumns)
    .where(listed)
    .orderBy('banners.created_at', 'desc')
    .orderBy('banners.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: rows.map((row) => sellerJson(row, now)), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's live banners; another shop's or a deleted one is none. */
export async function sellerBannerGet(db: Db, shopId: string, id: string, now: number): Promise<SellerBanner | null> {
  const row = await typedDb(db)
    .selectFrom('banners')
    .select(bannerColumns)
    .where('banners.id', '=', id)
    .where('banners.shop_id', '=', shopId)
    .where('banners.deleted', '=', false)
    .executeTakeFirst();
  return row ? sellerJson(row, now) : null;
}

const formColumns = (form: BannerForm) => ({
  title: form.title,
  type: form.type,
  start_date: msTime(form.start_date),
  end_date: msTime(form.end_date),
  related_url: form.related_url,
  cover_image: form.cover_image,
  banner_image: form.banner_image ?? null,
  related_product_ids: JSON.stringify(form.related_product_ids),
});

/** A new banner, after the platform's in the buyers' order. */
export async function sellerBannerCreate(db: Db, shopId: string, id: string, form: BannerForm): Promise<void> {
  await typedDb(db)
    .insertInto('banners')
    .values((eb) => ({
      id,
      shop_id: shopId,
      ...formColumns(form),
      position: eb.selectFrom('banners').select(sql<number>`coalesce(max(position), -1) + 1`.as('next')),
    }))
    .execute();
}

/** Replaces a live banner's fields; false when the shop has no such banner. */
export async function sellerBannerUpdate(db: Db, shopId: string, id: string, form: BannerForm): Promise<boolean> {
  const rows = await typedDb(db)
    .updateTable('banners')
    .set(formColumns(form))
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('deleted', '=', false)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Deletes a banner (spec 4: a banner may be deleted): kept as deleted, gone from every list and page. */
export async function sellerBannerDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await typedDb(db).updateTable('banners').set({ deleted: true }).where('id', '=', id).where('shop_id', '=', shopId).where('deleted', '=', false).returning('id').execute();
  return rows.length > 0;
}
