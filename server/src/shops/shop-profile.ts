import type { ShopCategorySummary, ShopProfile } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SHOP_COLUMNS_SQL, shopJson, type ShopColumns } from '../catalogue/shop-json.js';

interface ProfileRow extends ShopColumns {
  readonly product_count: number;
  readonly sold: number;
  readonly description: string | null;
  readonly cover: string | null;
  readonly province: string | null;
}

/** The seller page's header: the shop, its visible products and sales, its shown categories. */
export async function shopProfile(db: Db, shopId: string): Promise<ShopProfile | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${SHOP_COLUMNS_SQL},
       (SELECT count(*)::int FROM products p WHERE p.shop_id = s.id AND p.listed) AS product_count,
       (SELECT coalesce(sum(p.sold), 0)::int FROM products p WHERE p.shop_id = s.id AND p.listed) AS sold,
       s.description, s.cover, s.address ->> 'province' AS province
     FROM shops s WHERE s.id = $1`,
    [shopId],
  );
  if (!row) return null;
  const categories = await db.query<{ id: string; title: string; product_count: number }>(
    `SELECT sc.id, sc.title, count(p.id)::int AS product_count
     FROM shop_categories sc
     LEFT JOIN shop_category_products scp ON scp.shop_category_id = sc.id
     LEFT JOIN products p ON p.id = scp.product_id AND p.listed
     WHERE sc.shop_id = $1 AND sc.status = 'show'
     GROUP BY sc.id ORDER BY sc.position, sc.id`,
    [shopId],
  );
  const shown: ShopCategorySummary[] = categories.map((category) => ({ _id: category.id, title: category.title, product_count: category.product_count }));
  return { ...shopJson(row), product_count: row.product_count, sold: row.sold, categories: shown, description: row.description, cover: row.cover, province: row.province };
}
