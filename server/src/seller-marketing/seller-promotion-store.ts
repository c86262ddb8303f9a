import { randomBytes } from 'node:crypto';
import {
  promotionStatus,
  vnd,
  type CampaignListState,
  type PromotionForm,
  type PromotionType,
  type SellerListQuery,
  type SellerPromotion,
  type SellerPromotionItem,
  type SellerPromotionPage,
} from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';
import { likePattern } from '../seller-shop/seller-shop-http.js';
import { campaignCounts, campaignFilter, type CampaignColumns } from './campaign-state-sql.js';

type ProgramTables = DB & { g: DB['promotion_programs'] };

const programColumns = (eb: ExpressionBuilder<ProgramTables, 'g'>) =>
  [
    'g.id',
    'g.shop_id',
    'g.name',
    'g.cover_image',
    'g.description',
    'g.type',
    'g.ended_early',
    'g.deleted',
    epochMs(eb.ref('g.start_time')).as('start_ms'),
    epochMs(eb.ref('g.end_time')).as('end_ms'),
  ] as const;

type ProgramRow = Awaited<ReturnType<typeof programsGet>>[number];

const programsGet = (db: Db, shopId: string, id: string) =>
  typedDb(db).selectFrom('promotion_programs as g').select(programColumns).where('g.id', '=', id).where('g.shop_id', '=', shopId).where('g.deleted', '=', false).execute();

const programCampaign = (eb: ExpressionBuilder<ProgramTables, 'g'>): CampaignColumns => ({
  endedEarly: eb.ref('g.ended_early'),
  start: eb.ref('g.start_time'),
  end: eb.ref('g.end_time'),
});

/** Each program's products with the price they are sold at now (the variant's for a variant item). */
async function itemsOf(db: Db, ids: readonly string[]): Promise<Map<string, SellerPromotionItem[]>> {
  const rows = await typedDb(db)
    .selectFrom('promotion_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('variants as v', 'v.id', 'i.variant_id')
    .select((eb) => [
      'i.program_id',
      'i.product_id',
      'i.variant_id',
      sql<number>`coalesce(${eb.ref('v.sale_price')}, ${eb.ref('p.sale_price')})::float8`.as('price'),
      'i.discount_percent',
      'i.max_discount',
      'i.purchase_limit_per_order',
      'i.product_limit',
      'i.order_limit_per_user',
      'i.sold',
    ])
    .where((eb) => eb('i.program_id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)))
    .orderBy('i.program_id')
    .orderBy('i.id')
    .execute();
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
  const typed = typedDb(db);
  const counts = await typed
    .selectFrom('promotion_programs as g')
    .select((eb) => campaignCounts(programCampaign(eb), now))
    .where('g.shop_id', '=', shopId)
    .where('g.type', '=', type)
    .where('g.deleted', '=', false)
    .executeTakeFirst();
  const listed = (eb: ExpressionBuilder<ProgramTables, 'g'>) =>
    eb.and([
      eb('g.shop_id', '=', shopId),
      eb('g.type', '=', type),
      eb('g.deleted', '=', false),
      campaignFilter(programCampaign(eb), now, query.status),
      ...(query.q === '' ? [] : [eb('g.name', 'ilike', likePattern(query.q))]),
    ]);
  const count = await typed.selectFrom('promotion_programs as g').select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await typed
    .selectFrom('promotion_programs as g')
    .select(programColumns)
    .where(listed)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
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
  const [program] = await sellerJson(db, await programsGet(db, shopId, id), now);
  return program ?? null;
}

/** The products' prices now, by id (the shop's products only): an item's terms are judged on what buyers pay. */
export async function productPrices(db: Db, shopId: string, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await typedDb(db)
    .selectFrom('products')
    .select((eb) => ['id', sql<number>`${eb.ref('sale_price')}::float8`.as('price')])
    .where('shop_id', '=', shopId)
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)))
    .execute();
  return new Map(rows.map((row) => [row.id, row.price]));
}

/**
 * The first of these products already in another live program whose time overlaps [start, end):
 * checkout prices a line with one program, so one product may not be in two at once.
 */
export async function productInOtherProgram(db: Db, programId: string | null, productIds: readonly string[], start: number, end: number, now: number): Promise<string | null> {
  const row = await typedDb(db)
    .selectFrom('promotion_items as i')
    .innerJoin('promotion_programs as g', 'g.id', 'i.program_id')
    .select('i.product_id')
    .where((eb) =>
      eb.and([
        eb('i.product_id', '=', eb.fn.any(sql<string[]>`${[...productIds]}::text[]`)),
        eb('g.id', 'is distinct from', programId),
        eb('g.deleted', '=', false),
        eb('g.ended_early', '=', false),
        eb('g.start_time', '<', msTime(end)),
        eb('g.end_time', '>', msTime(start)),
        eb('g.end_time', '>', msTime(now)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.product_id ?? null;
}

const itemTerms = (item: PromotionForm['items'][number]) => ({
  discount_percent: item.discount_percent,
  max_discount: item.max_discount ?? null,
  purchase_limit_per_order: item.purchase_limit_per_order ?? null,
  product_limit: item.product_limit,
  order_limit_per_user: item.order_limit_per_user ?? null,
});

/**
 * The program's products as the form lists them: an existing product keeps its row (its sales
 * and the orders that name it) with new terms, a new one gets a row, one left out is removed
 * (core's promotionSellerCheck has refused removing one that sold while running).
 */
async function itemsWrite(db: Db, programId: string, items: PromotionForm['items']): Promise<void> {
  const typed = typedDb(db);
  const existing = await typed.selectFrom('promotion_items').select(['id', 'product_id', 'variant_id']).where('program_id', '=', programId).execute();
  const keyOf = (item: { product_id: string; variant_id?: string | null | undefined }) => `${item.product_id}|${item.variant_id ?? ''}`;
  const byKey = new Map(existing.map((row) => [keyOf(row), row.id]));
  const kept = new Set<string>();
  for (const item of items) {
    const id = byKey.get(keyOf(item));
    if (id) {
      kept.add(id);
      await typed.updateTable('promotion_items').set(itemTerms(item)).where('id', '=', id).execute();
    } else {
      await typed
        .insertInto('promotion_items')
        .values({ id: randomBytes(12).toString('hex'), program_id: programId, product_id: item.product_id, variant_id: item.variant_id ?? null, ...itemTerms(item) })
        .execute();
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await typed.deleteFrom('promotion_items').where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${gone}::text[]`))).execute();
}

const programFields = (form: PromotionForm) => ({
  name: form.name,
  cover_image: form.cover_image ?? null,
  description: form.description ?? null,
  start_time: msTime(form.start_time),
  end_time: msTime(form.end_time),
});

/** A new program of the shop with its products, in the tables checkout prices promotions from. */
export async function sellerPromotionCreate(db: Db, shopId: string, id: string, type: PromotionType, form: PromotionForm): Promise<void> {
  await db.transaction(async (tx) => {
    await typedDb(tx)
      .insertInto('promotion_programs')
      .values({ id, shop_id: shopId, ...programFields(form), type })
      .execute();
    await itemsWrite(tx, id, form.items);
  });
}

/** Replaces a program's fields and products (the caller has judged the change with core's promotionSellerCheck). */
export async function sellerPromotionUpdate(db: Db, shopId: string, id: string, form: PromotionForm): Promise<void> {
  await db.transaction(async (tx) => {
    await typedDb(tx).updateTable('promotion_programs').set(programFields(form)).where('id', '=', id).where('shop_id', '=', shopId).where('deleted', '=', false).execute();
    await itemsWrite(tx, id, form.items);
  });
}

/** Ends a program early: its prices stop at once, in the cart, at checkout and on the promotions page. */
export async function sellerPromotionEnd(db: Db, shopId: string, id: string): Promise<void> {
  await typedDb(db).updateTable('promotion_programs').set({ ended_early: true }).where('id', '=', id).where('shop_id', '=', shopId).where('deleted', '=', false).execute();
}

/** Deletes a program: kept (orders name its items) as deleted, gone from every list and price. */
export async function sellerPromotionDelete(db: Db, shopId: string, id: string): Promise<void> {
  await typedDb(db).updateTable('promotion_programs').set({ deleted: true }).where('id', '=', id).where('shop_id', '=', shopId).execute();
}
