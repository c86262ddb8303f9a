import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

/**
 * A visible product of `shopId` (a seller probe's empty shop), written straight into the table
 * as an approved product would be: for tests of what a seller groups, promotes or sizes. The
 * seller's own product routes are another area's.
 */
export async function shopProductInsert(db: Db, shopId: string, name = 'Áo sơ mi lụa thử nghiệm'): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db.query(
    `INSERT INTO products (id, shop_id, category_id, name, description, images, sale_price, quantity, weight, length, width, height,
       preparation_time, return_period, position)
     VALUES ($1, $2, (SELECT id FROM categories ORDER BY id LIMIT 1), $3, $4, $5::jsonb, 250000, 10, 300, 30, 20, 5, 5, 7,
       (SELECT coalesce(max(position), 0) + 1 FROM products))`,
    [id, shopId, name, 'Mô tả sản phẩm thử nghiệm. '.repeat(5), JSON.stringify([`/media/products/${id}-0.svg`])],
  );
  return id;
}
