import { randomBytes } from 'node:crypto';
import {
  promotionStatus,
  vnd,
  type CampaignCounts,
  type CampaignListState,
  type PromotionForm,
  type PromotionType,
  type SellerListQuery,
  type SellerPromotion,
  type SellerPromotionItem,
  type SellerPromotionPage,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { campaignCountsSql, campaignFilterSql } from './campaign-state-sql.js';

interface ProgramRow {
  readonly id: string;
  readonly shop_id: string | null;
  readonly name: string;
  readonly cover_image: string | null;
  readonly description: string | null;
  readonly type: PromotionType;
  readonly start_ms: number;
  readonly end_ms: number;
  readonly ended_early: boolean;
  readonly deleted: boolean;
}

interface ItemRow {
  readonly program_id: string;
  readonly product_id: string;
  readonly variant_id: string | null;
  readonly price: number;
  readonly discount_percent: number;
  readonly max_discount: number | null;
  readonly purchase_limit_per_order: number | null;
  readonly product_limit: number;
  readonly order_limit_per_user: number | null;
  readonly sold: number;
}

const PROGRAM_COLUMNS = `g.id, g.shop_id, g.name, g.cover_image, g.description, g.type, g.ended_early, g.deleted,
  (extract(epoch FROM g.start_time) * 1000)::float8 AS start_ms, (extract(epoch FROM g.end_time) * 1000)::float8 AS end_ms`;

/** Each program's products with the price they are sold at now (the variant's for a variant item). */
async function itemsOf(db: Db, ids: readonly string[]): Promise<Map<string, SellerPromotionItem[]>> {
  const rows = await db.query<ItemRow>(
    `SELECT i.program_id, i.product_id, i.variant_id, coalesce(v.sale_price, p.sale_price)::float8 AS price, i.discount_percent, i.max_discount,
       i.purchase_limit_per_order, i.product_limit, i.order_limit_per_user, i.sold
     FROM promotion_items i JOIN products p ON p.id = i.product_id LEFT JOIN variants v ON v.id = i.variant_id
     WHERE i.program_id = ANY($1::text[]) ORDER BY i.program_id, i.id`,
    [[...ids]],
  );
  const items = new Map<string, SellerPromotionItem[]>();
  for (const row of rows) {
    const list = items.get(row.program_id) ?? [];
    list.push({
      product_id: row.product_id,
      variant_id: row.variant_id,
      price: vnd(row.price),
      discount_percent: row.discount_percent,
      max_discount: row.max_discount === null ? null : vnd(row.max_discount),
      purchase_limit_per_order: row.purchase_limit_per_order,
      product_limit: row.product_limit,
      order_limit_per_user: row.order_limit_per_user,
      sold: row.sold,
    });
    items.set(row.program_id, list);
  }
  return items;
}

async function sellerJson(db: Db, rows: readonly ProgramRow[], now: number): Promise<SellerPromotion[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const program = {
      _id: row.id,
      shop_id: row.shop_id,
      name: row.name,
      cover_image: row.cover_image,
      description: row.description,
      start_time: row.start_ms,
      end_time: row.end_ms,
      ended_early: row.ended_early,
      deleted: row.deleted,
      items: items.get(row.id) ?? [],
    };
    return { ...program, type: row.type, status: promotionStatus(program, now) };
  });
}

/** A page of the shop's programs of one type (not deleted), newest first, by name and tab at `now`, with each tab's count. */
export async function sellerPromotionList(
  db: Db,
  shopId: string,
  type: PromotionType,
  query: SellerListQuery<CampaignListState>,
  now: number,
): Promise<SellerPromotionPage> {
  const [counts] = await db.query<CampaignCounts>(`SELECT ${campaignCountsSql('$3')} FROM promotion_programs WHERE shop_id = $1 AND type = $2 AND NOT deleted`, [
    shopId,
    type,
    now,
  ]);
  const where = `g.shop_id = $1 AND g.type = $2 AND NOT g.deleted AND ${campaignFilterSql('$3', '$4')} AND ($5 = '' OR g.name ILIKE $6)`;
  const params = [shopId, type, now, query.status, query.q, likePattern(query.q)];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM promotion_programs g WHERE ${where}`, params);
  const rows = await db.query<ProgramRow>(`SELECT ${PROGRAM_COLUMNS} FROM promotion_programs g WHERE ${where} ORDER BY g.created_at DESC, g.id LIMIT $7 OFFSET $8`, [
    ...params,
    query.limit,
    (query.page - 1) * query.limit,
  ]);
  return {
    items: await sellerJson(db, rows, now),
    page: query.page,
    limit: query.limit,
    total: count?.total ?? 0,
    counts: counts ?? { all: 0, upcoming: 0, running: 0, ended: 0 },
  };
}

/** One of the shop's programs; another shop's, the platform's or a deleted one is none. */
export async function sellerPromotionGet(db: Db, shopId: string, id: string, now: number): Promise<SellerPromotion | null> {
  const rows = await db.query<ProgramRow>(`SELECT ${PROGRAM_COLUMNS} FROM promotion_programs g WHERE g.id = $1 AND g.shop_id = $2 AND NOT g.deleted`, [id, shopId]);
  const [program] = await sellerJson(db, rows, now);
  return program ?? null;
}

/** The products' prices now, by id (the shop's products only): an item's terms are judged on what buyers pay. */
export async function productPrices(db: Db, shopId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: string; price: number }>('SELECT id, sale_price::float8 AS price FROM products WHERE shop_id = $1 AND id = ANY($2::text[])', [
    shopId,
    [...ids],
  ]);
  return new Map(rows.map((row) => [row.id, row.price]));
}

/**
 * The first of these products already in another live program whose time overlaps [start, end):
 * checkout prices a line with one program, so one product may not be in two at once.
 */
export async function productInOtherProgram(db: Db, programId: string | null, productIds: readonly string[], start: number, end: number, now: number): Promise<string | null> {
  const [row] = await db.query<{ product_id: string }>(
    `SELECT i.product_id FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id
     WHERE i.product_id = ANY($1::text[]) AND g.id IS DISTINCT FROM $2 AND NOT g.deleted AND NOT g.ended_early
       AND g.start_time < to_timestamp($4::float8 / 1000) AND g.end_time > to_timestamp($3::float8 / 1000) AND g.end_time > to_timestamp($5::float8 / 1000)
     LIMIT 1`,
    [[...productIds], programId, start, end, now],
  );
  return row?.product_id ?? null;
}

const itemParams = (item: PromotionForm['items'][number]) => [
  item.discount_percent,
  item.max_discount ?? null,
  item.purchase_limit_per_order ?? null,
  item.product_limit,
  item.order_limit_per_user ?? null,
];

/**
 * The program's products as the form lists them: an existing product keeps its row (its sales
 * and the orders that name it) with new terms, a new one gets a row, one left out is removed
 * (core's promotionSellerCheck has refused removing one that sold while running).
 */
async function itemsWrite(db: Db, programId: string, items: PromotionForm['items']): Promise<void> {
  const existing = await db.query<{ id: string; product_id: string; variant_id: string | null }>(
    'SELECT id, product_id, variant_id FROM promotion_items WHERE program_id = $1',
    [programId],
  );
  const keyOf = (item: { product_id: string; variant_id?: string | null | undefined }) => `${item.product_id}|${item.variant_id ?? ''}`;
  const byKey = new Map(existing.map((row) => [keyOf(row), row.id]));
  const kept = new Set<string>();
  for (const item of items) {
    const id = byKey.get(keyOf(item));
    if (id) {
      kept.add(id);
      await db.query(
        `UPDATE promotion_items SET discount_percent = $2, max_discount = $3, purchase_limit_per_order = $4, product_limit = $5, order_limit_per_user = $6 WHERE id = $1`,
        [id, ...itemParams(item)],
      );
    } else {
      await db.query(
        `INSERT INTO promotion_items (id, program_id, product_id, variant_id, discount_percent, max_discount, purchase_limit_per_order, product_limit, order_limit_per_user)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [randomBytes(12).toString('hex'), programId, item.product_id, item.variant_id ?? null, ...itemParams(item)],
      );
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.query('DELETE FROM promotion_items WHERE id = ANY($1::text[])', [gone]);
}

const programParams = (form: PromotionForm) => [form.name, form.cover_image ?? null, form.description ?? null, form.start_time, form.end_time];

/** A new program of the shop with its products, in the tables checkout prices promotions from. */
export async function sellerPromotionCreate(db: Db, shopId: string, id: string, type: PromotionType, form: PromotionForm): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO promotion_programs (id, shop_id, name, cover_image, description, start_time, end_time, type)
       VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000), to_timestamp($7::float8 / 1000), $8)`,
      [id, shopId, ...programParams(form), type],
    );
    await itemsWrite(tx, id, form.items);
  });
}

/** Replaces a program's fields and products (the caller has judged the change with core's promotionSellerCheck). */
export async function sellerPromotionUpdate(db: Db, shopId: string, id: string, form: PromotionForm): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE promotion_programs SET name = $3, cover_image = $4, description = $5, start_time = to_timestamp($6::float8 / 1000),
         end_time = to_timestamp($7::float8 / 1000) WHERE id = $1 AND shop_id = $2 AND NOT deleted`,
      [id, shopId, ...programParams(form)],
    );
    await itemsWrite(tx, id, form.items);
  });
}

/** Ends a program early: its prices stop at once, in the cart, at checkout and on the promotions page. */
export async function sellerPromotionEnd(db: Db, shopId: string, id: string): Promise<void> {
  await db.query('UPDATE promotion_programs SET ended_early = true WHERE id = $1 AND shop_id = $2 AND NOT deleted', [id, shopId]);
}

/** Deletes a program: kept (orders name its items) as deleted, gone from every list and price. */
export async function sellerPromotionDelete(db: Db, shopId: string, id: string): Promise<void> {
  await db.query('UPDATE promotion_programs SET deleted = true WHERE id = $1 AND shop_id = $2', [id, shopId]);
}
