import {
  PRODUCT_FILTER_STATES,
  SELLER_PRODUCT_PAGE_LIMIT,
  productPriceLockState,
  type ProductFilterState,
  type ProductFormOptions,
  type SellerProductDetail,
  type SellerProductListParams,
  type SellerProductPage,
  type SellerProductSort,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import {
  FILTER_STATE_SQL,
  SELLER_PRODUCT_COLUMNS_SQL,
  productFormOf,
  sellerProductJson,
  type ProductFormRow,
  type SellerProductRow,
} from './seller-product-json.js';

export const SORT_SQL: Readonly<Record<SellerProductSort, string>> = {
  newest: 'p.created_at DESC, p.id',
  oldest: 'p.created_at, p.id',
  price_asc: 'p.sale_price, p.id',
  price_desc: 'p.sale_price DESC, p.id',
  stock_asc: 'p.quantity, p.id',
  sold_desc: 'p.sold DESC, p.id',
};

/** `text` for ILIKE: its own % and _ and \ match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of the shop's products under one tab, with every tab's count; the name search applies to all. */
export async function sellerProductPage(db: Db, shopId: string, params: SellerProductListParams): Promise<SellerProductPage> {
  const search = params.q === '' ? null : `%${likeEscaped(params.q)}%`;
  const where = `p.shop_id = $1 AND ($2::text IS NULL OR p.name ILIKE $2)`;
  const limit = SELLER_PRODUCT_PAGE_LIMIT;
  const [rows, counted] = await Promise.all([
    db.query<SellerProductRow>(
      `SELECT ${SELLER_PRODUCT_COLUMNS_SQL} FROM products p
       WHERE ${where} AND ($3 = 'all' OR ${FILTER_STATE_SQL} = $3)
       ORDER BY ${SORT_SQL[params.sort]} LIMIT $4 OFFSET $5`,
      [shopId, search, params.filter, limit, (params.page - 1) * limit],
    ),
    db.query<{ state: ProductFilterState; total: number }>(
      `SELECT ${FILTER_STATE_SQL} AS state, count(*)::int AS total FROM products p WHERE ${where} GROUP BY 1`,
      [shopId, search],
    ),
  ]);
  const counts = Object.fromEntries(PRODUCT_FILTER_STATES.map((state) => [state, 0])) as Record<ProductFilterState, number>;
  for (const row of counted) {
    counts[row.state] = row.total;
    counts.all += row.total;
  }
  return { items: rows.map(sellerProductJson), page: params.page, limit, total: counts[params.filter], counts };
}

export type SellerProductFull = SellerProductRow &
  ProductFormRow & { readonly shop_id: string; readonly ever_listed: boolean; readonly price_changes: number[] };

/** One product of the shop with everything the form and the price lock need; null when it is not this shop's. */
export async function sellerProductFind(db: Db, shopId: string, id: string): Promise<SellerProductFull | null> {
  const [row] = await db.query<SellerProductFull>(
    `SELECT ${SELLER_PRODUCT_COLUMNS_SQL}, p.shop_id, p.ever_listed, p.form, p.category_id, p.description, p.video, p.weight,
       p.length, p.width, p.height, p.preparation_time, p.return_period, p.return_conditions, p.size_chart_id, p.classifications,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('option_values', v.option_values, 'sale_price', v.sale_price, 'quantity', v.quantity)
                 ORDER BY v.position), '[]') FROM variants v WHERE v.product_id = p.id) AS variants,
       (SELECT coalesce(jsonb_agg((extract(epoch FROM c.changed_at) * 1000)::bigint ORDER BY c.changed_at), '[]')
          FROM product_price_changes c WHERE c.product_id = p.id) AS price_changes
     FROM products p WHERE p.id = $1 AND p.shop_id = $2`,
    [id, shopId],
  );
  return row ?? null;
}

/** The edit form's answer: the row, the form, and the price lock as it stands at `now`. */
export function sellerProductDetail(row: SellerProductFull, now: number): SellerProductDetail {
  const lock = productPriceLockState(row.price_changes.map(Number), now);
  return {
    product: sellerProductJson(row),
    form: productFormOf(row),
    price_lock: { counted: row.ever_listed, remaining: lock.remaining, next_change_at: lock.nextChangeAt },
  };
}

/** The platform's categories and the shop's own size charts, for the form's selects. */
export async function productFormOptions(db: Db, shopId: string): Promise<ProductFormOptions> {
  const [categories, sizeCharts] = await Promise.all([
    db.query<{ id: string; name: string; name_en: string | null }>('SELECT id, name, name_en FROM categories ORDER BY position'),
    db.query<{ id: string; name: string | null; type: string | null }>('SELECT id, name, type FROM size_charts WHERE shop_id = $1 ORDER BY name, id', [
      shopId,
    ]),
  ]);
  return {
    categories: categories.map((row) => ({ _id: row.id, name: row.name, name_en: row.name_en })),
    size_charts: sizeCharts.map((row) => ({ _id: row.id, name: row.name, type: row.type })),
  };
}
