import type { SellerListQuery, SellerSizeChart, SellerSizeChartPage, ShopProductOption, SizeChartDraft, SizeChartRow, SizeChartType } from '@modavi/core';
import type { Db } from '../db/db.js';
import { likePattern } from './seller-shop-http.js';

/** How many of a chart's products a list row names (the detail names up to PRODUCTS_SHOWN_MAX). */
const PRODUCTS_IN_LIST = 3;
const PRODUCTS_SHOWN_MAX = 100;

interface ChartRow {
  readonly id: string;
  readonly name: string | null;
  readonly type: string | null;
  readonly rows: SizeChartRow[];
  readonly product_count: number;
  readonly products: ShopProductOption[] | null;
}

const columns = (productsShown: number) => `c.id, c.name, c.type, c.rows,
  (SELECT count(*)::int FROM products p WHERE p.size_chart_id = c.id) AS product_count,
  (SELECT json_agg(x) FROM (SELECT p.id AS "_id", p.name, p.images->>0 AS image, p.hidden, p.sale_price::float8 AS price FROM products p
     WHERE p.size_chart_id = c.id ORDER BY p.created_at DESC, p.id LIMIT ${productsShown}) x) AS products`;

const chartJson = (row: ChartRow): SellerSizeChart => ({
  _id: row.id,
  name: row.name,
  type: row.type,
  rows: row.rows,
  product_count: row.product_count,
  products: row.products ?? [],
});

/** A page of the shop's size charts, newest first, by name and type (the list's filter). */
export async function sellerSizeChartList(db: Db, shopId: string, query: SellerListQuery<SizeChartType>): Promise<SellerSizeChartPage> {
  const where = `c.shop_id = $1 AND ($2 = 'all' OR c.type = $2) AND ($3 = '' OR c.name ILIKE $4)`;
  const params = [shopId, query.status, query.q, likePattern(query.q)];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM size_charts c WHERE ${where}`, params);
  const rows = await db.query<ChartRow>(
    `SELECT ${columns(PRODUCTS_IN_LIST)} FROM size_charts c WHERE ${where} ORDER BY c.created_at DESC, c.id LIMIT $5 OFFSET $6`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return { items: rows.map(chartJson), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's size charts with the products that use it; another shop's is none. */
export async function sellerSizeChartGet(db: Db, shopId: string, id: string): Promise<SellerSizeChart | null> {
  const [row] = await db.query<ChartRow>(`SELECT ${columns(PRODUCTS_SHOWN_MAX)} FROM size_charts c WHERE c.id = $1 AND c.shop_id = $2`, [id, shopId]);
  return row ? chartJson(row) : null;
}

export async function sellerSizeChartCreate(db: Db, shopId: string, id: string, draft: SizeChartDraft): Promise<void> {
  await db.query('INSERT INTO size_charts (id, shop_id, name, type, rows) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    id,
    shopId,
    draft.name,
    draft.type,
    JSON.stringify(draft.rows),
  ]);
}

/** Replaces a chart's name, type and rows; false when the shop has no such chart. */
export async function sellerSizeChartUpdate(db: Db, shopId: string, id: string, draft: SizeChartDraft): Promise<boolean> {
  const rows = await db.query<{ id: string }>('UPDATE size_charts SET name = $3, type = $4, rows = $5::jsonb WHERE id = $1 AND shop_id = $2 RETURNING id', [
    id,
    shopId,
    draft.name,
    draft.type,
    JSON.stringify(draft.rows),
  ]);
  return rows.length > 0;
}

/** Deletes a chart; its products keep selling without one (the column is ON DELETE SET NULL). */
export async function sellerSizeChartDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('DELETE FROM size_charts WHERE id = $1 AND shop_id = $2 RETURNING id', [id, shopId]);
  return rows.length > 0;
}

/** The shop's products for a picker: by name (`q`), or the chosen `ids`; newest first, at most `limit`. */
export async function shopProductOptions(db: Db, shopId: string, q: string, ids: readonly string[] | null, limit: number): Promise<ShopProductOption[]> {
  return db.query<ShopProductOption>(
    `SELECT p.id AS "_id", p.name, p.images->>0 AS image, p.hidden, p.sale_price::float8 AS price FROM products p
     WHERE p.shop_id = $1 AND ($2 = '' OR p.name ILIKE $3) AND ($4::text[] IS NULL OR p.id = ANY($4::text[]))
     ORDER BY p.created_at DESC, p.id LIMIT $5`,
    [shopId, q, likePattern(q), ids, limit],
  );
}
