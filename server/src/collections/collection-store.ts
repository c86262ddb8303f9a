import type { Collection } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { summaryJson } from '../catalogue/product-queries.js';
import { summariesPriced } from '../promotions/promotion-prices.js';
import { shopJson } from '../catalogue/shop-json.js';
import { shopColumns, summaryColumns } from '../catalogue/summary-select.js';

export type CollectionOutcome = { readonly kind: 'found'; readonly collection: Collection } | { readonly kind: 'not_found' } | { readonly kind: 'shop_not_found' };

/**
 * A collection with its visible products in the collection's order; with `shopId` (the detail
 * route /danh-sach/bo-suu-tap/{id}?shop_id=) only that shop's products, and the shop itself.
 */
export async function collectionGet(db: Db, collectionId: string, shopId: string | null, now: number): Promise<CollectionOutcome> {
  const typed = typedDb(db);
  const row = await typed.selectFrom('collections').select(['id', 'shop_id', 'title', 'description', 'cover_image']).where('id', '=', collectionId).executeTakeFirst();
  if (!row) return { kind: 'not_found' };
  let shop: Collection['shop'] = null;
  if (shopId !== null) {
    const found = await typed.selectFrom('shops as s').select(shopColumns).where('s.id', '=', shopId).executeTakeFirst();
    if (!found) return { kind: 'shop_not_found' };
    shop = shopJson(found);
  }
  const listed = typed
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(summaryColumns)
    .where('cp.collection_id', '=', collectionId)
    .where('p.listed', '=', true)
    .orderBy('cp.position');
  const products = await (shopId === null ? listed : listed.where('p.shop_id', '=', shopId)).execute();
  return {
    kind: 'found',
    collection: { _id: row.id, shop_id: row.shop_id, title: row.title, description: row.description, cover_image: row.cover_image, products: await summariesPriced(db, products.map(summaryJson), now), shop },
  };
}
