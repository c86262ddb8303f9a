import type { Product, ProductPage, ProductSummary, Vnd } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { shopJson } from './shop-json.js';
import { summaryColumns, type ProductShopTables, type SummaryRow } from './summary-select.js';
import { productPriced, summariesPriced } from '../promotions/promotion-prices.js';

export const PRODUCT_PAGE_LIMIT_DEFAULT = 20;
export const PRODUCT_PAGE_LIMIT_MAX = 60;

export interface ProductPageQuery {
  readonly page: number;
  readonly limit: number;
  readonly categoryId?: string | undefined;
  readonly shopId?: string | undefined;
}

const vndOf = (amount: number) => amount as Vnd;
const vndOrNull = (amount: number | null) => (amount === null ? null : vndOf(amount));

export type { SummaryRow } from './summary-select.js';

export const summaryJson = (row: SummaryRow): ProductSummary => ({
  _id: row.id,
  name: row.name,
  images: row.images,
  sale_price: vndOf(row.sale_price),
  sale_price_original: vndOrNull(row.sale_price_original),
  quantity: row.quantity,
  sold: row.sold,
  rating: row.rating,
  shop: shopJson(row),
});

/** The feed's filters: visible products, of the category and of the shop when asked. */
const pageFilters = (query: ProductPageQuery) => (eb: ExpressionBuilder<ProductShopTables, 'p'>) =>
  eb.and([
    eb('p.listed', '=', true),
    ...(query.categoryId === undefined ? [] : [eb('p.category_id', '=', query.categoryId)]),
    ...(query.shopId === undefined ? [] : [eb('p.shop_id', '=', query.shopId)]),
  ]);

/** A page of the feed in creation order, priced at `now` (core's variantPriceAt); hidden products never show. */
export async function productPage(db: Db, query: ProductPageQuery, now: number): Promise<ProductPage> {
  const typed = typedDb(db);
  const [rows, counted] = await Promise.all([
    typed
      .selectFrom('products as p')
      .innerJoin('shops as s', 's.id', 'p.shop_id')
      .select(summaryColumns)
      .where(pageFilters(query))
      .orderBy('p.position')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    typed.selectFrom('products as p').select(sql<number>`count(*)::int`.as('total')).where(pageFilters(query)).executeTakeFirst(),
  ]);
  return { items: await summariesPriced(db, rows.map(summaryJson), now), page: query.page, limit: query.limit, total: counted?.total ?? 0 };
}

/**
 * One visible product with its category, classifications and variants (in classification order),
 * priced at `now` by core's variantPriceAt: a running program's price, the sale price struck through.
 */
export async function productGet(db: Db, id: string, now: number): Promise<Product | null> {
  const row = await typedDb(db)
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => [
      ...summaryColumns(eb),
      'p.description',
      'p.video',
      'p.weight',
      'p.length',
      'p.width',
      'p.height',
      'p.preparation_time',
      'p.return_period',
      'p.return_conditions',
      'p.classifications',
      'c.id as category_id',
      'c.name as category_name',
      'c.name_en as category_name_en',
      'c.vertical as category_vertical',
      'c.image as category_image',
      jsonArrayFrom(
        eb
          .selectFrom('variants as v')
          .select(['v.id', 'v.option_values', 'v.variant_name', 'v.sale_price', 'v.sale_price_original', 'v.quantity'])
          .whereRef('v.product_id', '=', 'p.id')
          .orderBy('v.position'),
      ).as('variants'),
      jsonObjectFrom(eb.selectFrom('size_charts as sc').select(['sc.id as _id', 'sc.name', 'sc.type', 'sc.rows']).whereRef('sc.id', '=', 'p.size_chart_id')).as('size_chart'),
    ])
    .where('p.id', '=', id)
    .where('p.listed', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  return productPriced(db, {
    ...summaryJson(row),
    description: row.description,
    video: row.video,
    category: { _id: row.category_id, name: row.category_name, name_en: row.category_name_en, vertical: row.category_vertical, image: row.category_image },
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    classifications: row.classifications,
    variants: row.variants.map((variant) => ({
      _id: variant.id,
      option_values: variant.option_values,
      variant_name: variant.variant_name,
      sale_price: vndOf(variant.sale_price),
      sale_price_original: vndOrNull(variant.sale_price_original),
      quantity: variant.quantity,
      images: variant.option_values.flatMap((option) => (option.image ? [option.image] : [])),
    })),
    preparation_time: row.preparation_time,
    return_period: row.return_period,
    return_conditions: row.return_conditions,
    link: `/san-pham/${row.id}`,
    size_chart: row.size_chart,
  }, now);
}
