import type { Collection } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SUMMARY_COLUMNS_SQL, summaryJson, type SummaryRow } from '../catalogue/product-queries.js';
import { summariesPriced } from '../promotions/promotion-prices.js';
import { shopJson, SHOP_COLUMNS_SQL, type ShopColumns } from '../catalogue/shop-json.js';

export type CollectionOutcome = { readonly kind: 'found'; readonly collection: Collection } | { readonly kind: 'not_found' } | { readonly kind: 'shop_not_found' };

/**
 * A collection with its visible products in the collection's order; with `shopId` (the detail
 * route /danh-sach/bo-suu-tap/{id}?shop_id=) only that shop's products, and the shop itself.
 */
export async function collectionGet(db: Db, collectionId: string, shopId: string | null, now: number): Promise<CollectionOutcome> {
  const [row] = await db.query<{ id: string; shop_id: string | null; title: string; description: string | null; cover_image: string | null }>(
    'SELECT id, shop_id, title, description, cover_image FROM collections WHERE id = $1',
    [collectionId],
  );
  if (!row) return { kind: 'not_found' };
  let shop: Collection['shop'] = null;
  if (shopId !== null) {
    const [found] = await db.query<ShopColumns>(`SELECT ${SHOP_COLUMNS_SQL} FROM shops s WHERE s.id = $1`, [shopId]);
    if (!found) return { kind: 'shop_not_found' };
    shop = shopJson(found);
  }
  const products = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS_SQL} FROM collection_products cp JOIN products p ON p.id = cp.product_id JOIN shops s ON s.id = p.shop_id
     WHERE cp.collection_id = $1 AND p.listed AND ($2::text IS NULL OR p.shop_id = $2) ORDER BY cp.position`,
    [collectionId, shopId],
  );
  return {
    kind: 'found',
    collection: { _id: row.id, shop_id: row.shop_id, title: row.title, description: row.description, cover_image: row.cover_image, products: await summariesPriced(db, products.map(summaryJson), now), shop },
  };
}
