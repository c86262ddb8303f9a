import type { Category, Classification, OptionValue, Product, ProductPage, ProductSummary, SizeChart, Vnd } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SHOP_COLUMNS_SQL, shopJson, type ShopColumns } from './shop-json.js';
import { productPriced, summariesPriced } from '../promotions/promotion-prices.js';

export const PRODUCT_PAGE_LIMIT_DEFAULT = 20;
export const PRODUCT_PAGE_LIMIT_MAX = 60;

export interface ProductPageQuery {
  readonly page: number;
  readonly limit: number;
  readonly categoryId?: string | undefined;
  readonly shopId?: string | undefined;
}

export interface SummaryRow extends ShopColumns {
  readonly id: string;
  readonly name: string;
  readonly images: string[];
  readonly sale_price: number;
  readonly sale_price_original: number | null;
  readonly quantity: number;
  readonly sold: number;
  readonly rating: number | null;
}

interface VariantJsonRow {
  readonly id: string;
  readonly option_values: OptionValue[];
  readonly variant_name: string;
  readonly sale_price: number;
  readonly sale_price_original: number | null;
  readonly quantity: number;
}

interface ProductRow extends SummaryRow {
  readonly description: string;
  readonly video: string | null;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly preparation_time: number;
  readonly return_period: number;
  readonly return_conditions: string[];
  readonly classifications: Classification[];
  readonly category: { id: string; name: string; name_en: string | null; vertical: Category['vertical']; image: string | null };
  readonly variants: VariantJsonRow[];
  readonly size_chart: SizeChart | null;
}

export const SUMMARY_COLUMNS_SQL = `p.id, p.name, p.images, p.sale_price, p.sale_price_original, p.quantity, p.sold, p.rating, ${SHOP_COLUMNS_SQL}`;

const vndOf = (amount: number) => amount as Vnd;
const vndOrNull = (amount: number | null) => (amount === null ? null : vndOf(amount));

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

/** A page of the feed in creation order, priced at `now` (core's variantPriceAt); hidden products never show. */
export async function productPage(db: Db, query: ProductPageQuery, now: number): Promise<ProductPage> {
  const filters = ['p.listed', '($1::text IS NULL OR p.category_id = $1)', '($2::text IS NULL OR p.shop_id = $2)'].join(' AND ');
  const filterParams = [query.categoryId ?? null, query.shopId ?? null];
  const [rows, counted] = await Promise.all([
    db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS_SQL} FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE ${filters} ORDER BY p.position LIMIT $3 OFFSET $4`,
      [...filterParams, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products p WHERE ${filters}`, filterParams),
  ]);
  return { items: await summariesPriced(db, rows.map(summaryJson), now), page: query.page, limit: query.limit, total: counted[0]?.total ?? 0 };
}

/**
 * One visible product with its category, classifications and variants (in classification order),
 * priced at `now` by core's variantPriceAt: a running program's price, the sale price struck through.
 */
export async function productGet(db: Db, id: string, now: number): Promise<Product | null> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${SUMMARY_COLUMNS_SQL}, p.description, p.video, p.weight, p.length, p.width, p.height, p.preparation_time,
       p.return_period, p.return_conditions, p.classifications,
       jsonb_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en, 'vertical', c.vertical, 'image', c.image) AS category,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'option_values', v.option_values, 'variant_name', v.variant_name,
                 'sale_price', v.sale_price, 'sale_price_original', v.sale_price_original, 'quantity', v.quantity) ORDER BY v.position), '[]')
          FROM variants v WHERE v.product_id = p.id) AS variants
       ,(SELECT jsonb_build_object('_id', sc.id, 'name', sc.name, 'type', sc.type, 'rows', sc.rows)
          FROM size_charts sc WHERE sc.id = p.size_chart_id) AS size_chart
     FROM products p JOIN shops s ON s.id = p.shop_id JOIN categories c ON c.id = p.category_id
     WHERE p.id = $1 AND p.listed`,
    [id],
  );
  if (!row) return null;
  return productPriced(db, {
    ...summaryJson(row),
    description: row.description,
    video: row.video,
    category: { _id: row.category.id, name: row.category.name, name_en: row.category.name_en, vertical: row.category.vertical, image: row.category.image },
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
