import { randomBytes } from 'node:crypto';
import { err, ok, type CartAdd, type Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { CartRefusal } from './cart-errors.js';

interface Purchasable {
  readonly stock: number;
  readonly variantId: string | null;
}

/** What an add may put in the cart: a visible product, and its variant when it has any. */
async function purchasable(db: Db, productId: string, variantId: string | null): Promise<Result<Purchasable, CartRefusal>> {
  const [product] = await db.query<{ quantity: number; variant_count: number; paused: boolean }>(
    `SELECT p.quantity, (SELECT count(*)::int FROM variants v WHERE v.product_id = p.id) AS variant_count,
       COALESCE(s.paused_until > now(), false) AS paused
     FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = $1 AND p.listed`,
    [productId],
  );
  if (!product) return err('PRODUCT_NOT_FOUND');
  // Pause mode: a paused shop's goods stay visible but cannot be bought.
  if (product.paused) return err('SHOP_PAUSED');
  if (product.variant_count === 0) return variantId === null ? ok({ stock: product.quantity, variantId: null }) : err('VARIANT_NOT_FOUND');
  if (variantId === null) return err('VARIANT_REQUIRED');
  const [variant] = await db.query<{ quantity: number }>('SELECT quantity FROM variants WHERE id = $1 AND product_id = $2', [
    variantId,
    productId,
  ]);
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
  const rows = await db.query<{ id: string }>(
    `INSERT INTO cart_lines (id, owner_id, product_id, variant_id, quantity, is_selected) VALUES ($1, $2, $3, $4, $5, true)
     ON CONFLICT ON CONSTRAINT cart_lines_owner_item_key DO UPDATE
       SET quantity = cart_lines.quantity + EXCLUDED.quantity, added_seq = nextval('cart_lines_added_seq'), is_selected = true
       WHERE cart_lines.quantity + EXCLUDED.quantity <= $6
     RETURNING id`,
    [randomBytes(12).toString('hex'), ownerId, add.product_id, found.value.variantId, add.quantity, found.value.stock],
  );
  return rows.length > 0 ? ok(undefined) : err('OUT_OF_STOCK');
}

/** Sets a line's quantity, which must stay within the stock left. */
export async function cartQuantitySet(db: Db, ownerId: string, lineId: string, quantity: number): Promise<Result<void, CartRefusal>> {
  const [line] = await db.query<{ stock: number }>(
    `SELECT CASE WHEN l.variant_id IS NULL THEN p.quantity ELSE v.quantity END AS stock
     FROM cart_lines l JOIN products p ON p.id = l.product_id LEFT JOIN variants v ON v.id = l.variant_id
     WHERE l.id = $1 AND l.owner_id = $2`,
    [lineId, ownerId],
  );
  if (!line) return err('LINE_NOT_FOUND');
  if (quantity > line.stock) return err('OUT_OF_STOCK');
  await db.query('UPDATE cart_lines SET quantity = $3 WHERE id = $1 AND owner_id = $2', [lineId, ownerId, quantity]);
  return ok(undefined);
}

export async function cartLineRemove(db: Db, ownerId: string, lineId: string): Promise<Result<void, CartRefusal>> {
  const rows = await db.query<{ id: string }>('DELETE FROM cart_lines WHERE id = $1 AND owner_id = $2 RETURNING id', [lineId, ownerId]);
  return rows.length > 0 ? ok(undefined) : err('LINE_NOT_FOUND');
}

/** Removes the owner's lines among `lineIds`; ids of other owners or unknown ids are ignored. */
export async function cartLinesRemove(db: Db, ownerId: string, lineIds: readonly string[]): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM cart_lines WHERE owner_id = $1 AND id = ANY($2::text[]) RETURNING id', [
    ownerId,
    [...lineIds],
  ]);
  return rows.length;
}
