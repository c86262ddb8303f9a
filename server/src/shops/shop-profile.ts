import type { ShopCategorySummary, ShopProfile } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { shopJson } from '../catalogue/shop-json.js';
import { shopColumns } from '../catalogue/summary-select.js';

/** The seller page's header: the shop, its visible products and sales, its shown categories. */
export async function shopProfile(db: Db, shopId: string): Promise<ShopProfile | null> {
  const typed = typedDb(db);
  const row = await typed
    .selectFrom('shops as s')
    .select((eb) => [
      ...shopColumns(eb),
      eb
        .selectFrom('products as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.shop_id', '=', 's.id')
        .where('p.listed', '=', true)
        .as('product_count'),
      eb
        .selectFrom('products as p')
        .select(sql<number>`coalesce(sum(p.sold), 0)::int`.as('n'))
        .whereRef('p.shop_id', '=', 's.id')
        .where('p.listed', '=', true)
        .as('sold'),
      's.description',
      's.cover',
      sql<string | null>`${eb.ref('s.address')} ->> 'province'`.as('province'),
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  if (!row) return null;
  const categories = await typed
    .selectFrom('shop_categories as sc')
    .leftJoin('shop_category_products as scp', 'scp.shop_category_id', 'sc.id')
    .leftJoin('products as p', (join) => join.onRef('p.id', '=', 'scp.product_id').on('p.listed', '=', true))
    .select(['sc.id', 'sc.title', sql<number>`count(p.id)::int`.as('product_count')])
    .where('sc.shop_id', '=', shopId)
    .where('sc.status', '=', 'show')
    .groupBy('sc.id')
    .orderBy('sc.position')
    .orderBy('sc.id')
    .execute();
  const shown: ShopCategorySummary[] = categories.map((category) => ({ _id: category.id, title: category.title, product_count: category.product_count }));
  // The counts' subqueries always answer one row (count and sum of nothing are 0).
  return { ...shopJson(row), product_count: row.product_count ?? 0, sold: row.sold ?? 0, categories: shown, description: row.description, cover: row.cover, province: row.province };
}
