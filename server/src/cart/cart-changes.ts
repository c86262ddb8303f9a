import { randomBytes } from 'node:crypto';
import { err, ok, type CartAdd, type Result } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { CartRefusal } from './cart-errors.js';

interface Purchasable {
  readonly stock: number;
  readonly variantId: string | null;
}

/** What an add may put in the cart: a visible product, and its variant when it has any. */
async function purchasable(db: Db, productId: string, variantId: string | null): Promise<Result<Purchasable, CartRefusal>> {
  const typed = typedDb(db);
  const product = await typed
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select((eb) => [
      'p.quantity',
      eb.selectFrom('variants as v').select(sql<number>`count(*)::int`.as('n')).whereRef('v.product_id', '=', 'p.id').$asScalar().$notNull().as('variant_count'),
      sql<boolean>`COALESCE(${eb.ref('s.paused_until')} > now(), false)`.as('paused'),
    ])
    .where('p.id', '=', productId)
    .where('p.listed', '=', true)
    .executeTakeFirst();
  if (!product) return err('PRODUCT_NOT_FOUND');
  // Pause mode: a paused shop's goods stay visible but cannot be bought.
  if (product.paused) return err('SHOP_PAUSED');
  if (product.variant_count === 0) return variantId === null ? ok({ stock: product.quantity, variantId: null }) : err('VARIANT_NOT_FOUND');
  if (variantId === null) return err('VARIANT_REQUIRED');
  const variant = await typed.selectFrom('variants').select('quantity').where('id', '=', variantId).where('product_id', '=', productId).executeTakeFirst();
  return variant ? ok({ stock: variant.quantity, variantId }) : err('VARIANT_NOT_FOUND');
}

/**
 * Adds units to the owner's line for the product and variant, creating it when missing; the
 * line becomes the newest and is selected, as a buyer adding it again expects. The stock check
 * includes what the line already holds and runs inside the upsert, so two quick adds cannot
 * together exceed the stock.
 */
export async function cartAdd(db: Db, ownerId: string, add: CartAdd): Promise<Result<void, CartRefusal>> {
  const found = await purchasable(db, add.product_id, add.variant_id ?? null);
  if (!found.ok) return found;
  if (add.quantity > found.value.stock) return err('OUT_OF_STOCK');
  const stock = found.value.stock;
  const rows = await typedDb(db)
    .insertInto('cart_lines')
    .values({ id: randomBytes(12).toString('hex'), owner_id: ownerId, product_id: add.product_id, variant_id: found.value.variantId, quantity: add.quantity, is_selected: true })
    .onConflict((oc) =>
      oc
        .constraint('cart_lines_owner_item_key')
        .doUpdateSet((eb) => ({
          quantity: eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')),
          added_seq: sql<number>`nextval('cart_lines_added_seq')`,
          is_selected: true,
        }))
        .where((eb) => eb(eb('cart_lines.quantity', '+', eb.ref('excluded.quantity')), '<=', stock)),
    )
    .returning('id')
    .execute();
  return rows.length > 0 ? ok(undefined) : err('OUT_OF_STOCK');
}

/** Sets a line's quantity, which must stay within the stock left. */
export async function cartQuantitySet(db: Db, ownerId: string, lineId: string, quantity: number): Promise<Result<void, CartRefusal>> {
  const typed = typedDb(db);
  const line = await typed
    .selectFrom('cart_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('variants as v', 'v.id', 'l.variant_id')
    .select(sql<number>`CASE WHEN l.variant_id IS NULL THEN p.quantity ELSE v.quantity END`.as('stock'))
    .where('l.id', '=', lineId)
    .where('l.owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!line) return err('LINE_NOT_FOUND');
  if (quantity > line.stock) return err('OUT_OF_STOCK');
  await typed.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).where('owner_id', '=', ownerId).execute();
  return ok(undefined);
}

export async function cartLineRemove(db: Db, ownerId: string, lineId: string): Promise<Result<void, CartRefusal>> {
  const rows = await typedDb(db).deleteFrom('cart_lines').where('id', '=', lineId).where('owner_id', '=', ownerId).returning('id').execute();
  return rows.length > 0 ? ok(undefined) : err('LINE_NOT_FOUND');
}

/** Removes the owner's lines among `lineIds`; ids of other owners or unknown ids are ignored. */
export async function cartLinesRemove(db: Db, ownerId: string, lineIds: readonly string[]): Promise<number> {
  const rows = await typedDb(db)
    .deleteFrom('cart_lines')
    .where('owner_id', '=', ownerId)
    .where('id', '=', sql<string>`ANY(${[...lineIds]}::text[])`)
    .returning('id')
    .execute();
  return rows.length;
}
