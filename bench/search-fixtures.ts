import type { Db } from '../server/src/db/db';
import { migrate } from '../server/src/db/migrate';
import { pgliteDb, PGLITE_MEMORY } from '../server/src/db/pglite-db';
import { searchIndexRefresh } from '../server/src/search/search-index';
import { seedIfEmpty } from '../server/src/seed/seed';

/** Products the search benchmark runs against. */
export const BENCH_PRODUCTS = 100_000;

/**
 * The demo catalogue grown to `count` products: the seed's products copied with new ids and
 * feed positions (names, categories, shops, prices kept, so words match as often as in the
 * demo), then indexed the way the server indexes them. Variants are left out: search never
 * reads them.
 */
export async function searchBenchDb(count: number = BENCH_PRODUCTS): Promise<Db> {
  const db = await pgliteDb(PGLITE_MEMORY);
  await migrate(db);
  await seedIfEmpty(db);
  const [seeded] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  const base = seeded?.count ?? 0;
  const copies = Math.ceil(count / base) - 1;
  await db.query(
    `INSERT INTO products (id, shop_id, category_id, name, description, images, sale_price, sale_price_original, quantity, sold,
       rating, weight, length, width, height, preparation_time, return_period, return_conditions, classifications, hidden, position)
     SELECT substr(md5(p.id || '-' || copy), 1, 24), p.shop_id, p.category_id, p.name, p.description, p.images,
       p.sale_price + copy * 1000, p.sale_price_original, p.quantity, (p.sold * 7 + copy * 13) % 8000,
       p.rating, p.weight, p.length, p.width, p.height, p.preparation_time, p.return_period, p.return_conditions,
       p.classifications, p.hidden, p.position + copy * $1
     FROM products p CROSS JOIN generate_series(1, $2) AS copy
     ORDER BY copy, p.position
     LIMIT $3`,
    [base, copies, count - base],
  );
  await searchIndexRefresh(db);
  await db.exec('VACUUM ANALYZE');
  return db;
}
