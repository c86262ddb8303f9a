import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { Catalogue } from './catalogue-rows.js';
import { insertBatches } from './rows-insert.js';

export const INSERT_BATCH = 500;

/**
 * Inserts the catalogue in batches of INSERT_BATCH rows, each one multi-row INSERT, tables in
 * the order their foreign keys need. Columns are named one by one (a generated row may carry
 * more than its table's columns); jsonb columns travel as JSON text.
 */
export async function catalogueInsert(db: Db, catalogue: Catalogue): Promise<void> {
  const typed = typedDb(db);
  const shops = catalogue.shops.map((shop) => ({
    id: shop.id,
    name: shop.name,
    avatar: shop.avatar,
    country: shop.country,
    rating: shop.rating,
    followers: shop.followers,
  }));
  for (const batch of insertBatches(shops, INSERT_BATCH)) await typed.insertInto('shops').values(batch).execute();
  const categories = catalogue.categories.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    name_en: category.name_en,
    vertical: category.vertical,
    image: category.image,
    position: category.position,
  }));
  for (const batch of insertBatches(categories, INSERT_BATCH)) await typed.insertInto('categories').values(batch).execute();
  const products = catalogue.products.map((product) => ({
    id: product.id,
    shop_id: product.shop_id,
    category_id: product.category_id,
    name: product.name,
    description: product.description,
    images: JSON.stringify(product.images),
    sale_price: product.sale_price,
    sale_price_original: product.sale_price_original,
    quantity: product.quantity,
    sold: product.sold,
    rating: product.rating,
    weight: product.weight,
    length: product.length,
    width: product.width,
    height: product.height,
    preparation_time: product.preparation_time,
    return_period: product.return_period,
    return_conditions: JSON.stringify(product.return_conditions),
    classifications: JSON.stringify(product.classifications),
    hidden: product.hidden,
    position: product.position,
  }));
  for (const batch of insertBatches(products, INSERT_BATCH)) await typed.insertInto('products').values(batch).execute();
  const variants = catalogue.variants.map((variant) => ({
    id: variant.id,
    product_id: variant.product_id,
    option_values: JSON.stringify(variant.option_values),
    variant_name: variant.variant_name,
    sale_price: variant.sale_price,
    sale_price_original: variant.sale_price_original,
    quantity: variant.quantity,
    position: variant.position,
  }));
  for (const batch of insertBatches(variants, INSERT_BATCH)) await typed.insertInto('variants').values(batch).execute();
}
