import { vnd, type SellerListQuery, type SellerSizeChart, type SellerSizeChartPage, type ShopProductOption, type SizeChartDraft, type SizeChartType } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { likePattern } from './seller-shop-http.js';

/** How many of a chart's products a list row names (the detail names up to PRODUCTS_SHOWN_MAX). */
const PRODUCTS_IN_LIST = 3;
const PRODUCTS_SHOWN_MAX = 100;

type ChartTables = DB & { c: DB['size_charts'] };

/** A product as a picker lists it (ShopProductOption), for a query over products as `p`. */
const productOptionColumns = (eb: ExpressionBuilder<DB & { p: DB['products'] }, 'p'>) =>
  ['p.id as _id', 'p.name', sql<string | null>`${eb.ref('p.images')}->>0`.as('image'), 'p.hidden', sql<number>`${eb.ref('p.sale_price')}::float8`.as('price')] as const;

const productOptionJson = (row: { _id: string; name: string; image: string | null; hidden: boolean; price: number }): ShopProductOption => ({
  _id: row._id,
  name: row.name,
  image: row.image,
  hidden: row.hidden,
  price: vnd(row.price),
});

const chartColumns = (productsShown: number) => (eb: ExpressionBuilder<ChartTables, 'c'>) =>
  [
    'c.id',
    'c.name',
    'c.type',
    'c.rows',
    eb.selectFrom('products as p').select(sql<number>`count(*)::int`.as('n')).whereRef('p.size_chart_id', '=', 'c.id').as('product_count'),
    jsonArrayFrom(
      eb
        .selectFrom('products as p')
        .select(productOptionColumns)
        .whereRef('p.size_chart_id', '=', 'c.id')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id')
        .limit(productsShown),
    ).as('products'),
  ] as const;

type ChartRow = Awaited<ReturnType<typeof chartGet>>;

const chartGet = (db: Db, shopId: string, id: string) =>
  typedDb(db).selectFrom('size_charts as c').select(chartColumns(PRODUCTS_SHOWN_MAX)).where('c.id', '=', id).where('c.shop_id', '=', shopId).executeTakeFirst();

const chartJson = (row: NonNullable<ChartRow>): SellerSizeChart => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  rows: row.rows,
  product_count: row.product_count ?? 0,
  products: row.products.map(productOptionJson),
});

/** A page of the shop's size charts, newest first, by name and type (the list's filter). */
export async function sellerSizeChartList(db: Db, shopId: string, query: SellerListQuery<SizeChartType>): Promise<SellerSizeChartPage> {
  const typed = typedDb(db);
  const listed = (eb: ExpressionBuilder<ChartTables, 'c'>) =>
    eb.and([
      eb('c.shop_id', '=', shopId),
      ...(query.status === 'all' ? [] : [eb('c.type', '=', query.status)]),
      ...(query.q === '' ? [] : [eb('c.name', 'ilike', likePattern(query.q))]),
    ]);
  const count = await typed.selectFrom('size_charts as c').select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await typed
    .selectFrom('size_charts as c')
    .select(chartColumns(PRODUCTS_IN_LIST))
    .where(listed)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: rows.map(chartJson), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's size charts with the products that use it; another shop's is none. */
export async function sellerSizeChartGet(db: Db, shopId: string, id: string): Promise<SellerSizeChart | null> {
  const row = await chartGet(db, shopId, id);
  return row ? chartJson(row) : null;
}

export async function sellerSizeChartCreate(db: Db, shopId: string, id: string, draft: SizeChartDraft): Promise<void> {
  await typedDb(db).insertInto('size_charts').values({ id, shop_id: shopId, name: draft.name, type: draft.type, rows: JSON.stringify(draft.rows) }).execute();
}

/** Replaces a chart's name, type and rows; false when the shop has no such chart. */
export async function sellerSizeChartUpdate(db: Db, shopId: string, id: string, draft: SizeChartDraft): Promise<boolean> {
  const rows = await typedDb(db)
    .updateTable('size_charts')
    .set({ name: draft.name, type: draft.type, rows: JSON.stringify(draft.rows) })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Deletes a chart; its products keep selling without one (the column is ON DELETE SET NULL). */
export async function sellerSizeChartDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await typedDb(db).deleteFrom('size_charts').where('id', '=', id).where('shop_id', '=', shopId).returning('id').execute();
  return rows.length > 0;
}

/** The shop's products for a picker: by name (`q`), or the chosen `ids`; newest first, at most `limit`. */
export async function shopProductOptions(db: Db, shopId: string, q: string, ids: readonly string[] | null, limit: number): Promise<ShopProductOption[]> {
  let query = typedDb(db).selectFrom('products as p').select(productOptionColumns).where('p.shop_id', '=', shopId);
  if (q !== '') query = query.where('p.name', 'ilike', likePattern(q));
  if (ids !== null) query = query.where((eb) => eb('p.id', '=', eb.fn.any(sql<string[]>`${ids}::text[]`)));
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id').limit(limit).execute();
  return rows.map(productOptionJson);
}
