import type { SellerListQuery, ShopCategory, ShopCategoryDraft, ShopCategoryPage, ShopCategoryStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ISO_TIME_SQL, likePattern } from './seller-shop-http.js';

interface CategoryRow {
  readonly id: string;
  readonly title: string;
  readonly status: ShopCategoryStatus;
  readonly created_at: string;
  readonly products: string[] | null;
}

const COLUMNS = `sc.id, sc.title, sc.status, ${ISO_TIME_SQL('sc.created_at')} AS created_at,
  (SELECT array_agg(scp.product_id ORDER BY scp.product_id) FROM shop_category_products scp WHERE scp.shop_category_id = sc.id) AS products`;

const categoryJson = (row: CategoryRow): ShopCategory => ({
  _id: row.id,
  title: row.title,
  status: row.status,
  created_at: row.created_at,
  products: row.products ?? [],
});

/** A page of the shop's categories, newest first, searched by title and filtered by status. */
export async function shopCategoryList(db: Db, shopId: string, query: SellerListQuery<ShopCategoryStatus>): Promise<ShopCategoryPage> {
  const where = `sc.shop_id = $1 AND ($2 = 'all' OR sc.status = $2) AND ($3 = '' OR sc.title ILIKE $4)`;
  const params = [shopId, query.status, query.q, likePattern(query.q)];
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM shop_categories sc WHERE ${where}`, params);
  const rows = await db.query<CategoryRow>(
    `SELECT ${COLUMNS} FROM shop_categories sc WHERE ${where} ORDER BY sc.created_at DESC, sc.id LIMIT $5 OFFSET $6`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return { items: rows.map(categoryJson), page: query.page, limit: query.limit, total: count?.total ?? 0 };
}

/** One of the shop's categories; another shop's is none. */
export async function shopCategoryGet(db: Db, shopId: string, id: string): Promise<ShopCategory | null> {
  const [row] = await db.query<CategoryRow>(`SELECT ${COLUMNS} FROM shop_categories sc WHERE sc.id = $1 AND sc.shop_id = $2`, [id, shopId]);
  return row ? categoryJson(row) : null;
}

async function productsSet(tx: Db, id: string, products: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM shop_category_products WHERE shop_category_id = $1', [id]);
  if (products.length === 0) return;
  await tx.query(
    'INSERT INTO shop_category_products (shop_category_id, product_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
    [id, [...new Set(products)]],
  );
}

/** A new category at the end of the seller page's order. */
export async function shopCategoryCreate(tx: Db, shopId: string, id: string, draft: ShopCategoryDraft): Promise<void> {
  await tx.query(
    `INSERT INTO shop_categories (id, shop_id, title, status, position)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), -1) + 1 FROM shop_categories WHERE shop_id = $2))`,
    [id, shopId, draft.title, draft.status],
  );
  await productsSet(tx, id, draft.products);
}

/** Replaces a category's title, status and products; false when the shop has no such category. */
export async function shopCategoryUpdate(tx: Db, shopId: string, id: string, draft: ShopCategoryDraft): Promise<boolean> {
  const updated = await tx.query<{ id: string }>('UPDATE shop_categories SET title = $3, status = $4 WHERE id = $1 AND shop_id = $2 RETURNING id', [
    id,
    shopId,
    draft.title,
    draft.status,
  ]);
  if (updated.length === 0) return false;
  await productsSet(tx, id, draft.products);
  return true;
}

/** Deletes a category (its product links go with it; the products stay). */
export async function shopCategoryDelete(db: Db, shopId: string, id: string): Promise<boolean> {
  const deleted = await db.query<{ id: string }>('DELETE FROM shop_categories WHERE id = $1 AND shop_id = $2 RETURNING id', [id, shopId]);
  return deleted.length > 0;
}
