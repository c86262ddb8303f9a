import { Hono } from 'hono';
import { DEV_API_PATHS } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
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
    const typed = typedDb(db);
    const shop = await typed.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
    if (!shop) throw new ApiError(404, ERROR_CODES.shopNotFound, 'No such shop.');
    const id = newId();
    const copied = await typed
      .insertInto('products')
      .columns([
        'id', 'shop_id', 'category_id', 'name', 'description', 'images', 'sale_price', 'sale_price_original', 'quantity', 'weight', 'length', 'width',
        'height', 'preparation_time', 'return_period', 'return_conditions', 'classifications', 'position',
      ])
      .expression((eb) =>
        eb
          .selectFrom('products as p')
          .select((eb) => [
            eb.val(id).as('id'),
            eb.val(shop.id).as('shop_id'),
            'p.category_id',
            eb.fn.coalesce(eb.val(name), 'p.name').as('name'),
            'p.description',
            'p.images',
            'p.sale_price',
            'p.sale_price_original',
            sql<number>`greatest(${eb.ref('p.quantity')}, 10)`.as('quantity'),
            'p.weight',
            'p.length',
            'p.width',
            'p.height',
            'p.preparation_time',
            'p.return_period',
            'p.return_conditions',
            sql<string>`'[]'::jsonb`.as('classifications'),
            eb.selectFrom('products').select(sql<number>`max(position) + 1`.as('next')).as('position'),
          ])
          .where('p.hidden', '=', false)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('variants as v').select(sql.lit(1).as('one')).whereRef('v.product_id', '=', 'p.id'))))
          .orderBy('p.position')
          .limit(1),
      )
      .returning('id')
      .execute();
    if (copied.length === 0) throw new ApiError(404, ERROR_CODES.productNotFound, 'The seed has no product to copy.');
    return okJson(c, { _id: id }, 201);
  });
  return routes;
}
