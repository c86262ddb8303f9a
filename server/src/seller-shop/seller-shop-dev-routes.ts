import { Hono } from 'hono';
import { DEV_API_PATHS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath } from '../http/route-path.js';
import { newId, objectBody } from './seller-shop-http.js';

/**
 * Development only: `POST api/v1/dev/shop-products { shopId, name }` copies a visible seeded
 * product without classifications into the shop under `name` (an approved product of that
 * shop), answering its id. Journeys arrange a seller's catalogue with it until the seller's own
 * product routes exist.
 */
export function sellerShopDevRoutes(db: Db): Hono {
  const routes = new Hono();
  routes.post(routePath(DEV_API_PATHS.devShopProductCopy), async (c) => {
    const body = await objectBody(c);
    const shopId = typeof body['shopId'] === 'string' ? body['shopId'] : '';
    const name = typeof body['name'] === 'string' && body['name'].trim() !== '' ? body['name'].trim().slice(0, 200) : null;
    const [shop] = await db.query<{ id: string }>('SELECT id FROM shops WHERE id = $1', [shopId]);
    if (!shop) throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    const id = newId();
    const copied = await db.query<{ id: string }>(
      `INSERT INTO products (id, shop_id, category_id, name, description, images, sale_price, sale_price_original, quantity, weight, length, width,
         height, preparation_time, return_period, return_conditions, classifications, position)
       SELECT $1, $2, p.category_id, coalesce($3, p.name), p.description, p.images, p.sale_price, p.sale_price_original, greatest(p.quantity, 10), p.weight,
         p.length, p.width, p.height, p.preparation_time, p.return_period, p.return_conditions, '[]'::jsonb, (SELECT max(position) + 1 FROM products)
       FROM products p WHERE NOT p.hidden AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
       ORDER BY p.position LIMIT 1 RETURNING id`,
      [id, shop.id, name],
    );
    if (copied.length === 0) throw new ApiError(404, ERROR_CODES.productNotFound, 'The seed has no product to copy.');
    return okJson(c, { _id: id }, 201);
  });
  return routes;
}
