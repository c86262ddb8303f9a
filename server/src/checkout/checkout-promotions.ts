import { promotionPurchaseCheck, promotionPurchaseMax, variantPriceAt, type CheckoutIssue } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { promotionTerms } from '../promotions/promotion-prices.js';
import type { LineFact } from './checkout-lines.js';

/** What pricing a line under a promotion needs of it (a checkout line, or a cart line). */
export type PromotionLine = { readonly request: Pick<LineFact['request'], 'field' | 'productId' | 'variantId' | 'quantity'> } & Pick<LineFact, 'salePrice'>;

/** A running promotion item pricing some of the order's lines. */
export interface LinePromotion {
  readonly itemId: string;
  readonly programId: string;
  readonly programName: string;
  /** The item's unit price for this line (core's variantPriceAt: the line's price less the promotion's discount). */
  readonly unitPrice: number;
  /** Most units the buyer may still take of the item in this order. */
  readonly maxQuantity: number;
}

/**
 * The running promotion of each line (by line index), as core's variantPriceAt picks it (a
 * program whose promotion stock is sold prices nothing: the sale price applies), and the spec's
 * two refusals when the order takes more than the promotion's stock left or than the buyer's
 * limits allow (core's promotionPurchaseCheck). An item covering all variants counts the units
 * of all the order's lines it prices. With `lock`, the items' rows stay locked so their stock counts hold.
 */
export async function checkoutPromotions(
  db: Db,
  ownerId: string,
  lines: readonly PromotionLine[],
  now: number,
  lock: boolean,
): Promise<{ promotions: Map<number, LinePromotion>; issues: CheckoutIssue[] }> {
  // A preview reads the programs from memory while unchanged (their times are judged by core, at `now`).
  const terms = await promotionTerms(db, lines.map((line) => line.request.productId), lock);
  // Core's one rule for the price of a unit now, as the catalogue's answers show it.
  const priced = lines.map((line) =>
    variantPriceAt({ product_id: line.request.productId, variant_id: line.request.variantId, sale_price: line.salePrice }, terms, now),
  );
  const running = [...new Set(priced.flatMap((price) => (price.term ? [price.term.item_id] : [])))];
  const usage =
    running.length === 0
      ? []
      : await typedDb(db)
          .selectFrom('promotion_usage')
          .select(['promotion_item_id', sql<number>`sum(quantity)::int`.as('units'), sql<number>`count(DISTINCT order_id)::int`.as('orders')])
          .where('owner_id', '=', ownerId)
          .where('promotion_item_id', '=', sql<string>`ANY(${running}::text[])`)
          .where('released_at', 'is', null)
          .groupBy('promotion_item_id')
          .execute();
  const usageOf = new Map(usage.map((row) => [row.promotion_item_id, row]));

  const units = new Map<string, number>();
  priced.forEach(({ term }, index) => {
    if (term) units.set(term.item_id, (units.get(term.item_id) ?? 0) + (lines[index]?.request.quantity ?? 0));
  });

  const promotions = new Map<number, LinePromotion>();
  const issues: CheckoutIssue[] = [];
  const reported = new Set<string>();
  priced.forEach(({ term, item, price }, index) => {
    const line = lines[index];
    if (!term || !item || !line) return;
    const used = usageOf.get(term.item_id);
    const purchase = { alreadyBoughtByUser: used?.units ?? 0, ordersByUser: used?.orders ?? 0, stockLeft: term.product_limit - term.sold };
    promotions.set(index, {
      itemId: term.item_id,
      programId: term.program_id,
      programName: term.program_name,
      unitPrice: price,
      maxQuantity: promotionPurchaseMax(item, purchase),
    });
    const checked = promotionPurchaseCheck(item, { ...purchase, quantity: units.get(term.item_id) ?? line.request.quantity });
    if (!checked.ok && !reported.has(term.item_id)) {
      reported.add(term.item_id);
      // Spec section 8's two promotion failures, as core's promotionPurchaseCheck names them.
      issues.push({ field: `${line.request.field}.quantity`, code: checked.error.code, params: { max: checked.error.params?.['max'] ?? 0 } });
    }
  });
  return { promotions, issues };
}
