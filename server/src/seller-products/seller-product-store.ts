import {
  PRODUCT_FILTER_STATES,
  SELLER_PRODUCT_PAGE_LIMIT,
  productPriceLockState,
  type ProductFilterState,
  type ProductFormOptions,
  type SellerProductDetail,
  type SellerProductListParams,
  type SellerProductPage,
} from '@modavi/core';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { SELLER_PRODUCT_COLUMNS, SELLER_PRODUCT_SORTS, filterIs, filterState, productFormOf, sellerProductJson } from './seller-product-json.js';

/** `text` for ILIKE: its own % and _ and \ match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of the shop's products under one tab, with every tab's count; the name search applies to all. */
export async function sellerProductPage(db: Db, shopId: string, params: SellerProductListParams): Promise<SellerProductPage> {
  const search = params.q === '' ? null : `%${likeEscaped(params.q)}%`;
  const limit = SELLER_PRODUCT_PAGE_LIMIT;
  const sort = SELLER_PRODUCT_SORTS[params.sort];
  const typed = typedDb(db);
  const shopProducts = () => {
    const query = typed.selectFrom('products as p').where('p.shop_id', '=', shopId);
    return search === null ? query : query.where('p.name', 'ilike', search);
  };
  const [rows, counted] = await Promise.all([
    shopProducts()
      .select(SELLER_PRODUCT_COLUMNS)
      .where(filterIs(params.filter))
      .orderBy(sort.column, sort.direction)
      .orderBy('p.id')
      .limit(limit)
      .offset((params.page - 1) * limit)
      .execute(),
    shopProducts()
      .select((eb) => [filterState(eb).as('state'), sql<number>`count(*)::int`.as('total')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const counts = Object.fromEntries(PRODUCT_FILTER_STATES.map((state) => [state, 0])) as Record<ProductFilterState, number>;
  for (const row of counted) {
    counts[row.state] = row.total;
    counts.all += row.total;
  }
  return { items: rows.map(sellerProductJson), page: params.page, limit, total: counts[params.filter], counts };
}

export type SellerProductFull = NonNullable<Awaited<ReturnType<typeof sellerProductFind>>>;

/** One product of the shop with everything the form and the price lock need; null when it is not this shop's. */
export async function sellerProductFind(db: Db, shopId: string, id: string) {
  const row = await typedDb(db)
    .selectFrom('products as p')
    .select((eb) => [
      ...SELLER_PRODUCT_COLUMNS,
      'p.shop_id',
      'p.ever_listed',
      'p.form',
      'p.category_id',
      'p.description',
      'p.video',
      'p.weight',
      'p.length',
      'p.width',
      'p.height',
      'p.preparation_time',
      'p.return_period',
      'p.return_conditions',
      'p.size_chart_id',
      'p.classifications',
      jsonArrayFrom(eb.selectFrom('variants as v').select(['v.option_values', 'v.sale_price', 'v.quantity']).whereRef('v.product_id', '=', 'p.id').orderBy('v.position')).as(
        'variants',
      ),
      eb.fn
        .coalesce(
          eb
            .selectFrom('product_price_changes as c')
            .select(sql<number[]>`jsonb_agg((extract(epoch FROM c.changed_at) * 1000)::bigint ORDER BY c.changed_at)`.as('ms'))
            .whereRef('c.product_id', '=', 'p.id'),
          sql<number[]>`'[]'::jsonb`,
        )
        .$notNull()
        .as('price_changes'),
    ])
    .where('p.id', '=', id)
    .where('p.shop_id', '=', shopId)
    .executeTakeFirst();
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
  const typed = typedDb(db);
  const [categories, sizeCharts] = await Promise.all([
    typed.selectFrom('categories').select(['id', 'name', 'name_en']).orderBy('position').execute(),
    typed.selectFrom('size_charts').select(['id', 'name', 'type']).where('shop_id', '=', shopId).orderBy('name').orderBy('id').execute(),
  ]);
  return {
    categories: categories.map((row) => ({ _id: row.id, name: row.name, name_en: row.name_en })),
    size_charts: sizeCharts.map((row) => ({ _id: row.id, name: row.name, type: row.type })),
  };
}
