import {
  bulkEditCheck,
  bulkEditPriceChanged,
  productDraftTotals,
  productVariantKey,
  type BulkEditInput,
  type BulkEditOutcome,
  type BulkEditResult,
  type ProductDraft,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { bulkEditState } from './bulk-edit-store.js';

/**
 * Spec silent: whether a bulk change of price and stock sends an approved product back to the
 * admin's queue, as a form edit does (APPROVED_EDIT_LEAVES_SHOP). It does not: the queue checks
 * words and pictures, which bulk edit cannot touch, and a seller changing stock after a sale
 * must not take the product off the shop. The price lock still counts every price change.
 */
export const BULK_EDIT_KEEPS_APPROVAL = true;

/** Checks the lines against the shop as it stands (core's bulkEditCheck); saves nothing. */
export async function bulkEditPreview(db: Db, shopId: string, inputs: readonly BulkEditInput[], now: number): Promise<BulkEditResult> {
  const { items, locks } = await bulkEditState(db, shopId);
  return { rows: bulkEditCheck(inputs, items, locks, now), saved: 0 };
}

/**
 * Checks and saves in one transaction, the shop's products locked first so two saves cannot
 * both spend the last price change: the lines that pass are written, the others come back
 * refused with their issues and nothing else is lost.
 */
export async function bulkEditSave(db: Db, shopId: string, inputs: readonly BulkEditInput[], now: number): Promise<BulkEditResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM products WHERE shop_id = $1 ORDER BY id FOR UPDATE', [shopId]);
    const { items, locks } = await bulkEditState(tx, shopId);
    const rows = bulkEditCheck(inputs, items, locks, now);
    const changed = rows.filter((row) => row.status === 'changed');
    for (const row of changed) await itemWrite(tx, shopId, row);
    const touched = [...new Set(changed.map((row) => row.product_id))];
    for (const productId of touched) await productFollow(tx, productId, now);
    for (const productId of bulkEditPriceChanged(rows, items)) {
      if ((locks.get(productId) ?? null) === null) continue;
      await tx.query('INSERT INTO product_price_changes (product_id, changed_at) VALUES ($1, to_timestamp($2::float8 / 1000))', [productId, now]);
    }
    return { rows, saved: changed.length };
  });
}

/** One line's price and stock: a variant of the shop's product, or a product without variants. */
async function itemWrite(tx: Db, shopId: string, row: BulkEditOutcome): Promise<void> {
  if (row.variant_id === null) {
    await tx.query('UPDATE products SET sale_price = $3, quantity = $4 WHERE id = $1 AND shop_id = $2', [row.product_id, shopId, row.price, row.stock]);
    return;
  }
  await tx.query(
    `UPDATE variants v SET sale_price = $3, quantity = $4 FROM products p
      WHERE v.id = $1 AND v.product_id = p.id AND p.id = $2 AND p.shop_id = $5`,
    [row.variant_id, row.product_id, row.price, row.stock, shopId],
  );
}

/**
 * After its lines are written, a product's row follows its variants (the "from" price and the
 * summed stock, core's productDraftTotals) and its saved form shows the new numbers when the
 * seller opens it again.
 */
async function productFollow(tx: Db, productId: string, now: number): Promise<void> {
  const [product] = await tx.query<{ form: ProductDraft | null; sale_price: number; quantity: number }>(
    'SELECT form, sale_price, quantity FROM products WHERE id = $1',
    [productId],
  );
  if (!product) return;
  const variants = await tx.query<{ variant_name: string; sale_price: number; quantity: number }>(
    'SELECT variant_name, sale_price, quantity FROM variants WHERE product_id = $1 AND position < 10000',
    [productId],
  );
  const totals = productDraftTotals({
    sale_price: product.sale_price,
    quantity: product.quantity,
    variants: variants.map((variant) => ({ price: variant.sale_price, stock: variant.quantity })),
  });
  const byName = new Map(variants.map((variant) => [variant.variant_name, variant]));
  const form = product.form
    ? {
        ...product.form,
        sale_price: totals.sale_price,
        quantity: totals.quantity,
        variants: product.form.variants.map((variant) => {
          const found = byName.get(productVariantKey(variant.options));
          return found ? { ...variant, price: found.sale_price, stock: found.quantity } : variant;
        }),
      }
    : null;
  await tx.query(
    'UPDATE products SET sale_price = $2, quantity = $3, form = $4::jsonb, updated_at = to_timestamp($5::float8 / 1000) WHERE id = $1',
    [productId, totals.sale_price, totals.quantity, form === null ? null : JSON.stringify(form), now],
  );
}
