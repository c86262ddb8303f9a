import { randomBytes } from 'node:crypto';
import { productDraftTotals, productVariantKey, type ProductDraft, type ProductVariantDraft } from '@modavi/core';
import type { Db } from '../db/db.js';

/**
 * Spec silent: what buyers see while an edit of an approved product waits for the admin. We keep
 * one version of a product, so the edited product leaves the shop (and search, and carts, which
 * mark it unavailable) until it is approved again; it is never shown with words nobody checked.
 */
export const APPROVED_EDIT_LEAVES_SHOP = true;

/** What a save does to the approval: submitted for the admin's queue, or kept as the seller's draft. */
export type ProductSaveIntent = 'submit' | 'draft';

const newId = () => randomBytes(12).toString('hex');

/** The classifications as the buyer's product page reads them (core's Classification). */
const classificationsPublic = (draft: ProductDraft) =>
  draft.classifications.map((classification) => ({
    name: classification.name,
    kind: classification.type,
    options: classification.options.map((option) => ({ name: option.name, image: option.images[0] ?? null })),
  }));

/** The columns a save writes, with the approval the intent gives. */
function productValues(draft: ProductDraft, intent: ProductSaveIntent, now: number) {
  const totals = productDraftTotals(draft);
  return [
    draft.name,
    draft.description,
    JSON.stringify(draft.images),
    draft.video ?? null,
    draft.category_id,
    totals.sale_price,
    totals.quantity,
    Math.round(draft.weight),
    Math.ceil(draft.length),
    Math.ceil(draft.width),
    Math.ceil(draft.height),
    draft.preparation_time,
    draft.return_period,
    JSON.stringify(draft.return_conditions.filter((condition) => condition.trim() !== '')),
    JSON.stringify(classificationsPublic(draft)),
    draft.size_chart_id ?? null,
    JSON.stringify({ ...draft, _id: undefined }),
    intent === 'draft',
    now,
  ] as const;
}

const SET_SQL = `name = $1, description = $2, images = $3::jsonb, video = $4, category_id = $5, sale_price = $6, quantity = $7,
  weight = $8, length = $9, width = $10, height = $11, preparation_time = $12, return_period = $13, return_conditions = $14::jsonb,
  classifications = $15::jsonb, size_chart_id = $16, form = $17::jsonb, is_draft = $18, updated_at = to_timestamp($19::float8 / 1000),
  approval_status = 'waiting_confirmation', rejection_reason = NULL,
  submitted_at = CASE WHEN $18 THEN NULL ELSE to_timestamp($19::float8 / 1000) END, decided_at = NULL`;

/** A new product of the shop, a draft or waiting for the admin; never listed before approval. */
export async function sellerProductInsert(tx: Db, shopId: string, draft: ProductDraft, intent: ProductSaveIntent, now: number): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO products (id, shop_id, name, description, images, category_id, sale_price, weight, length, width, height,
       preparation_time, return_period, position, ever_listed, created_at)
     VALUES ($1, $2, $3, $4, '[]', $5, 0, 0, 0, 0, 0, 0, 0, (SELECT coalesce(max(position), 0) + 1 FROM products), false,
       to_timestamp($6::float8 / 1000))`,
    [id, shopId, draft.name, draft.description, draft.category_id, now],
  );
  await tx.query(`UPDATE products SET ${SET_SQL} WHERE id = $20`, [...productValues(draft, intent, now), id]);
  await variantsWrite(tx, id, draft.variants);
  return id;
}

/** Saves an edit: every save goes back to the admin's queue (or to draft), see APPROVED_EDIT_LEAVES_SHOP. */
export async function sellerProductUpdate(tx: Db, id: string, draft: ProductDraft, intent: ProductSaveIntent, now: number): Promise<void> {
  await tx.query(`UPDATE products SET ${SET_SQL} WHERE id = $20`, [...productValues(draft, intent, now), id]);
  await variantsWrite(tx, id, draft.variants);
}

/**
 * The variant rows follow the matrix, keyed by variant_name: a kept row keeps its id (carts and
 * orders point at it), a new one is added; a row that left the matrix is deleted unless an
 * order names it, which keeps it with no stock (an order's line must still find its variant).
 */
async function variantsWrite(tx: Db, productId: string, variants: readonly ProductVariantDraft[]): Promise<void> {
  const existing = await tx.query<{ id: string; variant_name: string }>('SELECT id, variant_name FROM variants WHERE product_id = $1', [productId]);
  const byName = new Map(existing.map((row) => [row.variant_name, row.id]));
  const kept = new Set<string>();
  for (const [position, variant] of variants.entries()) {
    const name = productVariantKey(variant.options);
    const optionValues = JSON.stringify(variant.options.map((option, index) => ({ name: option, image: index === 0 ? (variant.image ?? null) : null })));
    const id = byName.get(name);
    if (id) {
      kept.add(id);
      await tx.query('UPDATE variants SET option_values = $2::jsonb, sale_price = $3, quantity = $4, position = $5 WHERE id = $1', [
        id,
        optionValues,
        variant.price,
        variant.stock,
        position,
      ]);
    } else {
      await tx.query(
        'INSERT INTO variants (id, product_id, option_values, variant_name, sale_price, quantity, position) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)',
        [newId(), productId, optionValues, name, variant.price, variant.stock, position],
      );
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length === 0) return;
  await tx.query(
    `DELETE FROM variants v WHERE v.id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.variant_id = v.id)`,
    [gone],
  );
  await tx.query('UPDATE variants SET quantity = 0, position = 10000 + position WHERE id = ANY($1::text[])', [gone]);
}
