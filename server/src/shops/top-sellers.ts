import type { ProductMention, TopSeller, TopSellerPage } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SHOP_COLUMNS_SQL, shopJson, type ShopColumns } from '../catalogue/shop-json.js';

/** Best sellers shown with each ranked shop. */
export const TOP_SELLER_PREVIEW = 3;

interface RankedRow extends ShopColumns {
  readonly rank: number;
  readonly sold: number;
  readonly product_count: number;
  readonly products: { id: string; name: string; image: string | null }[];
}

/**
 * Shops ranked by items sold over their visible products; ties go to the better rated, then
 * the more followed shop, then the id, so the ranking is total and pages never overlap.
 */
export async function topSellers(db: Db, page: number, limit: number): Promise<TopSellerPage> {
  const [rows, counted] = await Promise.all([
    db.query<RankedRow>(
      `WITH totals AS (
         SELECT p.shop_id, sum(p.sold)::int AS sold, count(*)::int AS product_count
         FROM products p WHERE p.listed GROUP BY p.shop_id
       ), ranked AS (
         SELECT ${SHOP_COLUMNS_SQL}, coalesce(t.sold, 0) AS sold, coalesce(t.product_count, 0) AS product_count,
           row_number() OVER (ORDER BY coalesce(t.sold, 0) DESC, s.rating DESC, s.followers DESC, s.id)::int AS rank
         FROM shops s LEFT JOIN totals t ON t.shop_id = s.id
       )
       SELECT r.*,
         (SELECT coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name, 'image', b.images->>0) ORDER BY b.sold DESC, b.position), '[]')
            FROM (SELECT p.id, p.name, p.images, p.sold, p.position FROM products p
                  WHERE p.shop_id = r.shop_id AND p.listed ORDER BY p.sold DESC, p.position LIMIT $3) b) AS products
       FROM ranked r ORDER BY r.rank LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit, TOP_SELLER_PREVIEW],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM shops'),
  ]);
  const items = rows.map(
    (row): TopSeller => ({
      ...shopJson(row),
      rank: row.rank,
      sold: row.sold,
      product_count: row.product_count,
      products: row.products.map((product): ProductMention => ({ _id: product.id, name: product.name, image: product.image })),
    }),
  );
  return { items, page, limit, total: counted[0]?.total ?? 0 };
}
