import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { shopColumns } from '../catalogue/summary-select.js';

/** The owner's lines, most recently added first, each joined with what the cart screen shows about its product, variant and shop. */
export const cartLineRows = (db: Db, ownerId: string) =>
  typedDb(db)
    .selectFrom('cart_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .leftJoin('variants as v', 'v.id', 'l.variant_id')
    .select((eb) => [
      'l.id',
      'l.quantity',
      'l.is_selected',
      'l.variant_id',
      'p.id as product_id',
      'p.name as product_name',
      'p.images as product_images',
      'p.sale_price as product_sale_price',
      'p.sale_price_original as product_sale_price_original',
      'p.quantity as product_quantity',
      sql<boolean>`NOT ${eb.ref('p.listed')}`.as('product_hidden'),
      'v.variant_name',
      'v.sale_price as variant_sale_price',
      'v.sale_price_original as variant_sale_price_original',
      'v.quantity as variant_quantity',
      ...shopColumns(eb),
    ])
    .where('l.owner_id', '=', ownerId)
    .orderBy('l.added_seq', 'desc')
    .execute();

/** A cart line joined with what the cart screen shows about its product, variant and shop. */
export type CartLineRow = Awaited<ReturnType<typeof cartLineRows>>[number];

export async function cartLineCount(db: Db, ownerId: string): Promise<number> {
  const row = await typedDb(db).selectFrom('cart_lines').select(sql<number>`count(*)::int`.as('count')).where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.count ?? 0;
}
