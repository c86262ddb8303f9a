import { randomBytes } from 'node:crypto';
import { productDraftTotals, productVariantKey, type ProductDraft, type ProductVariantDraft } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { msTime } from '../db/time-sql.js';

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
  return {
    name: draft.name,
    description: draft.description,
    images: JSON.stringify(draft.images),
    video: draft.video ?? null,
    category_id: draft.category_id,
    sale_price: totals.sale_price,
    quantity: totals.quantity,
    weight: Math.round(draft.weight),
    length: Math.ceil(draft.length),
    width: Math.ceil(draft.width),
    height: Math.ceil(draft.height),
    preparation_time: draft.preparation_time,
    return_period: draft.return_period,
    return_conditions: JSON.stringify(draft.return_conditions.filter((condition) => condition.trim() !== '')),
    classifications: JSON.stringify(classificationsPublic(draft)),
    size_chart_id: draft.size_chart_id ?? null,
    form: JSON.stringify({ ...draft, _id: undefined }),
    is_draft: intent === 'draft',
    updated_at: msTime(now),
    approval_status: 'waiting_confirmation' as const,
    rejection_reason: null,
    submitted_at: intent === 'draft' ? null : msTime(now),
    decided_at: null,
  };
}

/** A new product of the shop, a draft or waiting for the admin; never listed before approval. */
export async function sellerProductInsert(tx: Db, shopId: string, draft: ProductDraft, intent: ProductSaveIntent, now: number): Promise<string> {
  const id = newId();
  const typed = typedDb(tx);
  await typed
    .insertInto('products')
    .values((eb) => ({
      id,
      shop_id: shopId,
      name: draft.name,
      description: draft.description,
      images: '[]',
      category_id: draft.category_id,
      sale_price: 0,
      weight: 0,
      length: 0,
      width: 0,
      height: 0,
      preparation_time: 0,
      return_period: 0,
      position: eb.selectFrom('products').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')),
      ever_listed: false,
      created_at: msTime(now),
    }))
    .execute();
  await typed.updateTable('products').set(productValues(draft, intent, now)).where('id', '=', id).execute();
  await variantsWrite(tx, id, draft.variants);
  return id;
}

/** Saves an edit: every save goes back to the admin's queue (or to draft), see APPROVED_EDIT_LEAVES_SHOP. */
export async function sellerProductUpdate(tx: Db, id: string, draft: ProductDraft, intent: ProductSaveIntent, now: number): Promise<void> {
  await typedDb(tx).updateTable('products').set(productValues(draft, intent, now)).where('id', '=', id).execute();
  await variantsWrite(tx, id, draft.variants);
}

/**
 * The variant rows follow the matrix, keyed by variant_name: a kept row keeps its id (carts and
 * orders point at it), a new one is added; a row that left the matrix is deleted unless an
 * order names it, which keeps it with no stock (an order's line must still find its variant).
 */
async function variantsWrite(tx: Db, productId: string, variants: readonly ProductVariantDraft[]): Promise<void> {
  const typed = typedDb(tx);
  const existing = await typed.selectFrom('variants').select(['id', 'variant_name']).where('product_id', '=', productId).execute();
  const byName = new Map(existing.map((row) => [row.variant_name, row.id]));
  const kept = new Set<string>();
  for (const [position, variant] of variants.entries()) {
    const name = productVariantKey(variant.options);
    const optionValues = JSON.stringify(variant.options.map((option, index) => ({ name: option, image: index === 0 ? (variant.image ?? null) : null })));
    const id = byName.get(name);
    if (id) {
      kept.add(id);
      await typed.updateTable('variants').set({ option_values: optionValues, sale_price: variant.price, quantity: variant.stock, position }).where('id', '=', id).execute();
    } else {
      await typed
        .insertInto('variants')
        .values({ id: newId(), product_id: productId, option_values: optionValues, variant_name: name, sale_price: variant.price, quantity: variant.stock, position })
        .execute();
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length === 0) return;
  const goneIds = sql<string[]>`${gone}::text[]`;
  await typed
    .deleteFrom('variants as v')
    .where((eb) =>
      eb.and([
        eb('v.id', '=', eb.fn.any(goneIds)),
        eb.not(eb.exists(eb.selectFrom('order_items as i').select(sql.lit(1).as('one')).whereRef('i.variant_id', '=', 'v.id'))),
      ]),
    )
    .execute();
  await typed
    .updateTable('variants')
    .set((eb) => ({ quantity: 0, position: sql<number>`10000 + ${eb.ref('position')}` }))
    .where((eb) => eb('id', '=', eb.fn.any(goneIds)))
    .execute();
}
