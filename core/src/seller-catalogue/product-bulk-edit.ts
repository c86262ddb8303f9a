import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { issue, type ValidationIssue } from '../shared/validation.js';
import { fieldText } from '../format/field-read.js';
import { PRODUCT_PRICE_LOCK, productPriceUpdateCheck } from './product-price-lock.js';

/**
 * Bulk edit (chinh-sua-hang-loat): the price and stock of many products and variants in one
 * save, from the editable table or from an uploaded sheet. Both go through the same rules
 * here, on the page (the sheet's preview) and on the server (the save).
 */

/** Rows one save (or one sheet) may carry; a shop with more edits in several saves. */
export const BULK_EDIT_ROWS_MAX = 1000;
/** The largest price or stock a row takes: the database keeps both as 32-bit whole numbers. */
export const BULK_EDIT_NUMBER_MAX = 2_000_000_000;

/** One item of the shop as it stands: a product without variants (`variant_id` null) or one of its variants. */
export const BulkEditItemSchema = z.object({
  product_id: IdSchema,
  variant_id: z.nullable(IdSchema),
  product_name: z.string(),
  variant_name: z.nullable(z.string()),
  price: CountSchema,
  stock: CountSchema,
});
export type BulkEditItem = z.infer<typeof BulkEditItemSchema>;

/** One line the seller sends: which item, and its new price and stock (numbers, or text as typed or read from a cell). */
export interface BulkEditInput {
  /** The line of the sheet (or the row of the table) the seller will look for. */
  readonly line: number;
  readonly product_id: unknown;
  readonly variant_id: unknown;
  readonly price: unknown;
  readonly stock: unknown;
}

/** One line as the rules answered it: `changed` is saved, `unchanged` needs nothing, `refused` carries its issues. */
export const BulkEditOutcomeSchema = z.object({
  line: CountSchema,
  product_id: z.string(),
  variant_id: z.nullable(z.string()),
  product_name: z.nullable(z.string()),
  variant_name: z.nullable(z.string()),
  price: z.nullable(CountSchema),
  stock: z.nullable(CountSchema),
  status: z.enum(['changed', 'unchanged', 'refused']),
  issues: z.array(z.object({ field: z.string(), code: z.string(), params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) })),
});
export type BulkEditOutcome = z.infer<typeof BulkEditOutcomeSchema>;

/** What the server answers a check or a save: every line's outcome and how many were saved. */
export const BulkEditResultSchema = z.object({ rows: z.array(BulkEditOutcomeSchema), saved: CountSchema });
export type BulkEditResult = z.infer<typeof BulkEditResultSchema>;

/** The price lock of one product: the times of its counted changes, or null while buyers never saw it (nothing counts). */
export type BulkEditLocks = ReadonlyMap<string, readonly number[] | null>;

/** The key of an item: its product and variant ids. */
export const bulkEditKey = (productId: string, variantId: string | null): string => `${productId}\u0000${variantId ?? ''}`;

/**
 * A price or stock cell: a whole number from 0 to BULK_EDIT_NUMBER_MAX. Text is read as people
 * type prices (spec 5: spaces, dots and commas removed), so '189.000' is 189000; an empty cell
 * is missing (a number field is valid only when not empty), never 0.
 */
export function bulkEditNumberRead(value: unknown): number | 'missing' | 'invalid' {
  if (value === null || value === undefined) return 'missing';
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= BULK_EDIT_NUMBER_MAX ? value : 'invalid';
  if (typeof value !== 'string') return 'invalid';
  const digits = value.replace(/[\s.,]/g, '');
  if (digits === '') return 'missing';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const number = Number(digits);
  return number <= BULK_EDIT_NUMBER_MAX ? number : 'invalid';
}

const idOf = (value: unknown): string => (typeof value === 'number' ? String(value) : fieldText(value));

/** The issues of one line on its own: known item (of this shop), price and stock cells. */
function lineIssues(input: BulkEditInput, item: BulkEditItem | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!item) issues.push(issue('product_id', 'BULK.UNKNOWN_ID'));
  const price = bulkEditNumberRead(input.price);
  if (price === 'missing') issues.push(issue('price', 'PRODUCT.MISSING_PRICE'));
  if (price === 'invalid') issues.push(issue('price', 'PRODUCT.INVALID_PRICE', { min: 0 }));
  const stock = bulkEditNumberRead(input.stock);
  if (stock === 'missing') issues.push(issue('stock', 'PRODUCT.MISSING_QUANTITY'));
  if (stock === 'invalid') issues.push(issue('stock', 'PRODUCT.INVALID_QUANTITY', { min: 0 }));
  return issues;
}

/**
 * Checks every line against the shop's items (`items`, keyed by bulkEditKey: another shop's ids
 * are simply not there, so they are unknown) and the products' price locks at `now`.
 * A line is refused for its own faults, as a repeat of an earlier line's item, or, when it
 * changes a price, if its product's lock holds: the lock counts one change per product per
 * save, however many of its variants change. Refusing a line never refuses another.
 */
export function bulkEditCheck(
  inputs: readonly BulkEditInput[],
  items: ReadonlyMap<string, BulkEditItem>,
  locks: BulkEditLocks,
  now: number,
): BulkEditOutcome[] {
  const seen = new Set<string>();
  const outcomes = inputs.map((input): BulkEditOutcome => {
    const productId = idOf(input.product_id);
    const variantId = idOf(input.variant_id) || null;
    const key = bulkEditKey(productId, variantId);
    const item = items.get(key);
    const issues = lineIssues(input, item);
    if (item && seen.has(key)) issues.push(issue('product_id', 'BULK.DUPLICATE_ROW'));
    if (item) seen.add(key);
    const price = bulkEditNumberRead(input.price);
    const stock = bulkEditNumberRead(input.stock);
    const changed = item !== undefined && (price !== item.price || stock !== item.stock);
    return {
      line: input.line,
      product_id: productId,
      variant_id: variantId,
      product_name: item?.product_name ?? null,
      variant_name: item?.variant_name ?? null,
      price: typeof price === 'number' ? price : null,
      stock: typeof stock === 'number' ? stock : null,
      status: issues.length > 0 ? 'refused' : changed ? 'changed' : 'unchanged',
      issues,
    };
  });
  return priceLocksApply(outcomes, items, locks, now);
}

/** Refuses the price-changing lines of every product whose lock is full. */
function priceLocksApply(outcomes: BulkEditOutcome[], items: ReadonlyMap<string, BulkEditItem>, locks: BulkEditLocks, now: number): BulkEditOutcome[] {
  const changesPrice = (outcome: BulkEditOutcome) =>
    outcome.status === 'changed' && outcome.price !== items.get(bulkEditKey(outcome.product_id, outcome.variant_id))?.price;
  const refusedProducts = new Map<string, ValidationIssue>();
  for (const productId of new Set(outcomes.filter(changesPrice).map((outcome) => outcome.product_id))) {
    const changedAt = locks.get(productId) ?? null;
    if (changedAt === null) continue;
    const check = productPriceUpdateCheck({ previousPrice: 0, nextPrice: 1, changedAt, now });
    if (!check.ok) refusedProducts.set(productId, check.error[0] ?? issue('price', 'PRODUCT.CANNOT_UPDATE_PRICE', { max: PRODUCT_PRICE_LOCK.changesMax, days: PRODUCT_PRICE_LOCK.windowDays }));
  }
  return outcomes.map((outcome) => {
    const refusal = refusedProducts.get(outcome.product_id);
    if (!refusal || !changesPrice(outcome)) return outcome;
    return { ...outcome, status: 'refused', issues: [{ ...refusal, field: 'price' }] };
  });
}

/** The products whose price a checked save changes (each counts once for its lock). */
export function bulkEditPriceChanged(outcomes: readonly BulkEditOutcome[], items: ReadonlyMap<string, BulkEditItem>): string[] {
  const changed = outcomes.filter(
    (outcome) => outcome.status === 'changed' && outcome.price !== items.get(bulkEditKey(outcome.product_id, outcome.variant_id))?.price,
  );
  return [...new Set(changed.map((outcome) => outcome.product_id))];
}
