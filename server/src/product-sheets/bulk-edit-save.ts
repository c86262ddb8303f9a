import {
  bulkEditCheck,
  bulkEditPriceChanged,
  productDraftTotals,
  productVariantKey,
  type BulkEditInput,
  type BulkEditOutcome,
  type BulkEditResult,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';
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
    await typedDb(tx).selectFrom('products').select('id').where('shop_id', '=', shopId).orderBy('id').forUpdate().execute();
    const { items, locks } = await bulkEditState(tx, shopId);
    const rows = bulkEditCheck(inputs, items, locks, now);
    const changed = rows.filter((row) => row.status === 'changed');
    for (const row of changed) await itemWrite(tx, shopId, row);
    const touched = [...new Set(changed.map((row) => row.product_id))];
    for (const productId of touched) await productFollow(tx, productId, now);
    for (const productId of bulkEditPriceChanged(rows, items)) {
      if ((locks.get(productId) ?? null) === null) continue;
      await typedDb(tx).insertInto('product_price_changes').values({ product_id: productId, changed_at: msTime(now) }).execute();
    }
    return { rows, saved: changed.length };
  });
}

/** One line's price and stock: a variant of the shop's product, or a product without variants. */
async function itemWrite(tx: Db, shopId: string, row: BulkEditOutcome): Promise<void> {
  // Core's bulkEditCheck refuses a line without both numbers; the columns are NOT NULL anyway.
  if (row.price === null || row.stock === null) throw new Error(`bulk edit line ${row.line}: a changed line has a price and a stock`);
  const { price, stock } = row;
  if (row.variant_id === null) {
    await typedDb(tx).updateTable('products').set({ sale_price: price, quantity: stock }).where('id', '=', row.product_id).where('shop_id', '=', shopId).execute();
    return;
  }
  await typedDb(tx)
    .updateTable('variants as v')
    .from('products as p')
    .set({ sale_price: price, quantity: stock })
    .where('v.id', '=', row.variant_id)
    .whereRef('v.product_id', '=', 'p.id')
    .where('p.id', '=', row.product_id)
    .where('p.shop_id', '=', shopId)
    .execute();
}

/**
 * After its lines are written, a product's row follows its variants (the "from" price and the
 * summed stock, core's productDraftTotals) and its saved form shows the new numbers when the
 * seller opens it again.
 */
async function productFollow(tx: Db, productId: string, now: number): Promise<void> {
  const typed = typedDb(tx);
  const product = await typed.selectFrom('products').select(['form', 'sale_price', 'quantity']).where('id', '=', productId).executeTakeFirst();
  if (!product) return;
  const variants = await typed.selectFrom('variants').select(['variant_name', 'sale_price', 'quantity']).where('product_id', '=', productId).where('position', '<', 10000).execute();
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
  await typed
    .updateTable('products')
    .set({ sale_price: totals.sale_price, quantity: totals.quantity, form: form === null ? null : JSON.stringify(form), updated_at: msTime(now) })
    .where('id', '=', productId)
    .execute();
}
