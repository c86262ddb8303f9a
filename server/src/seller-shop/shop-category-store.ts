import type { SellerListQuery, ShopCategory, ShopCategoryDraft, ShopCategoryPage, ShopCategoryStatus } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { isoTime } from '../db/time-sql.js';
import { likePattern } from './seller-shop-http.js';

type CategoryTables = DB & { sc: DB['shop_categories'] };

const categoryColumns = (eb: ExpressionBuilder<CategoryTables, 'sc'>) =>
  [
    'sc.id',
    'sc.title',
    'sc.status',
    isoTime(eb.ref('sc.created_at')).as('created_at'),
    eb
      .selectFrom('shop_category_products as scp')
      .select(sql<string[]>`array_agg(scp.product_id ORDER BY scp.product_id)`.as('ids'))
      .whereRef('scp.shop_category_id', '=', 'sc.id')
      .as('products'),
  ] as const;

const categoryJson = (row: { id: string; title: string; status: ShopCategoryStatus; created_at: string; products: string[] | null }): ShopCategory => ({
  _id: row.id,
  title: row.title,
  status: row.status,
  created_at: row.created_at,
  products: row.products ?? [],
});

/** A page of the shop's categories, newest first, searched by title and filtered by status. */
export async function shopCategoryList(db: Db, shopId: string, query: SellerListQuery<ShopCategoryStatus>): Promise<ShopCategoryPage> {
  const typed = typedDb(db);
  const listed = (eb: ExpressionBuilder<CategoryTables, 'sc'>) =>
    eb.and([
      eb('sc.shop_id', '=', shopId),
      ...(query.status === 'all' ? [] : [eb('sc.status', '=', query.status)]),
      ...(query.q === '' ? [] : [eb('sc.title', 'ilike', likePattern(query.q))]),
    ]);
  const count = await typed.selectFrom('shop_categories as sc').select(sql<number>`count(*)::int`.as('total')).where(listed).executeTakeFirst();
  const rows = await typed
    .selectFrom('shop_categories as sc')
    .select(categoryColumns)
    .where(listed)
    .orderBy('sc.created_at', 'desc')
    .orderBy('sc.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: rows.map(categoryJson), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's categories; another shop's is none. */
export async function shopCategoryGet(db: Db, shopId: string, id: string): Promise<ShopCategory | null> {
  const row = await typedDb(db).selectFrom('shop_categories as sc').select(categoryColumns).where('sc.id', '=', id).where('sc.shop_id', '=', shopId).executeTakeFirst();
  return row ? categoryJson(row) : null;
}

async function productsSet(tx: Db, id: string, products: readonly string[]): Promise<void> {
  const typed = typedDb(tx);
  await typed.deleteFrom('shop_category_products').where('shop_category_id', '=', id).execute();
  if (products.length === 0) return;
  await typed
    .insertInto('shop_category_products')
    .columns(['shop_category_id', 'product_id'])
    .expression(typed.selectNoFrom((eb) => [eb.val(id).as('shop_category_id'), sql<string>`unnest(${[...new Set(products)]}::text[])`.as('product_id')]))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A new category at the end of the seller page's order. */
export async function shopCategoryCreate(tx: Db, shopId: string, id: string, draft: ShopCategoryDraft): Promise<void> {
  await typedDb(tx)
    .insertInto('shop_categories')
    .values((eb) => ({
      id,
      shop_id: shopId,
      title: draft.title,
      status: draft.status,
      position: eb.selectFrom('shop_categories').select(sql<number>`coalesce(max(position), -1) + 1`.as('next')).where('shop_id', '=', shopId),
    }))
    .execute();
  await productsSet(tx, id, draft.products);
}

/** Replaces a category's title, status and products; false when the shop has no such category. */
export async function shopCategoryUpdate(tx: Db, shopId: string, id: string, draft: ShopCategoryDraft): Promise<boolean> {
  const updated = await typedDb(tx)
    .updateTable('shop_categories')
    .set({ title: draft.title, status: draft.status })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .returning('id')
    .execute();
  if (updated.length === 0) return false;
  await productsSet(tx, id, draft.products);
  return true;
}

/** Deletes a category (its product links go with it; the products stay). */
export async function shopCategoryDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const deleted = await typedDb(db).deleteFrom('shop_categories').where('id', '=', id).where('shop_id', '=', shopId).returning('id').execute();
  return deleted.length > 0;
}
