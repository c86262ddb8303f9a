import type { ProductMention, TopSeller, TopSellerPage } from '@modavi/core';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { shopJson } from '../catalogue/shop-json.js';
import { shopColumns } from '../catalogue/summary-select.js';

/** Best sellers shown with each ranked shop. */
export const TOP_SELLER_PREVIEW = 3;

/**
 * Shops ranked by items sold over their visible products; ties go to the better rated, then
 * the more followed shop, then the id, so the ranking is total and pages never overlap.
 */
export async function topSellers(db: Db, page: number, limit: number): Promise<TopSellerPage> {
  const typed = typedDb(db);
  const [rows, counted] = await Promise.all([
    typed
      .with('totals', (qb) =>
        qb
          .selectFrom('products as p')
          .select(['p.shop_id', sql<number>`sum(p.sold)::int`.as('sold'), sql<number>`count(*)::int`.as('product_count')])
          .where('p.listed', '=', true)
          .groupBy('p.shop_id'),
      )
      .with('ranked', (qb) =>
        qb
          .selectFrom('shops as s')
          .leftJoin('totals as t', 't.shop_id', 's.id')
          .select((eb) => [
            ...shopColumns(eb),
            eb.fn.coalesce('t.sold', sql.lit(0)).as('sold'),
            eb.fn.coalesce('t.product_count', sql.lit(0)).as('product_count'),
            sql<number>`row_number() OVER (ORDER BY coalesce(t.sold, 0) DESC, s.rating DESC, s.followers DESC, s.id)::int`.as('rank'),
          ]),
      )
      .selectFrom('ranked as r')
      .selectAll('r')
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('products as p')
            .select(['p.id', 'p.name', sql<string | null>`p.images->>0`.as('image')])
            .whereRef('p.shop_id', '=', 'r.shop_id')
            .where('p.listed', '=', true)
            .orderBy('p.sold', 'desc')
            .orderBy('p.position')
            .limit(TOP_SELLER_PREVIEW),
        ).as('products'),
      ])
      .orderBy('r.rank')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    typed.selectFrom('shops').select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
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
  return { items, page, limit, total: counted?.total ?? 0 };
}
