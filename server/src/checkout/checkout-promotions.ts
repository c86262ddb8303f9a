import {
  promotionItemPrice,
  promotionPurchaseCheck,
  promotionPurchaseMax,
  promotionStatus,
  vnd,
  type CheckoutIssue,
  type PromotionItem,
  type PromotionProgram,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { queryKept } from '../db/query-kept.js';
import type { LineFact } from './checkout-lines.js';

/** What pricing a line under a promotion needs of it (a checkout line, or a cart line). */
export type PromotionLine = { readonly request: Pick<LineFact['request'], 'field' | 'productId' | 'variantId' | 'quantity'> } & Pick<LineFact, 'salePrice'>;

interface PromotionRow {
  readonly id: string;
  readonly program_id: string;
  readonly program_name: string;
  readonly shop_id: string | null;
  readonly start_ms: number;
  readonly end_ms: number;
  readonly ended_early: boolean;
  readonly deleted: boolean;
  readonly product_id: string;
  readonly variant_id: string | null;
  readonly discount_percent: number;
  readonly max_discount: number | null;
  readonly purchase_limit_per_order: number | null;
  readonly product_limit: number;
  readonly order_limit_per_user: number | null;
  readonly sold: number;
}

/** A running promotion item pricing some of the order's lines. */
export interface LinePromotion {
  readonly itemId: string;
  readonly programId: string;
  readonly programName: string;
  /** The item's unit price for this line (the line's price less the promotion's discount). */
  readonly unitPrice: number;
  /** Most units the buyer may still take of the item in this order. */
  readonly maxQuantity: number;
}

const itemOf = (row: PromotionRow, price: number): PromotionItem => ({
  product_id: row.product_id,
  variant_id: row.variant_id,
  price: vnd(price),
  discount_percent: row.discount_percent,
  max_discount: row.max_discount === null ? null : vnd(row.max_discount),
  purchase_limit_per_order: row.purchase_limit_per_order,
  product_limit: row.product_limit,
  order_limit_per_user: row.order_limit_per_user,
});

const programOf = (row: PromotionRow): PromotionProgram => ({
  _id: row.program_id,
  shop_id: row.shop_id,
  name: row.program_name,
  start_time: row.start_ms,
  end_time: row.end_ms,
  items: [],
  ended_early: row.ended_early,
  deleted: row.deleted,
});

/**
 * The running promotion of each line (by line index) and the spec's two refusals when the
 * order takes more than the promotion's stock left or than the buyer's limits allow
 * (core's promotionPurchaseCheck). An item covering all variants counts the units of all the
 * order's lines it prices. With `lock`, the items' rows stay locked so their stock counts hold.
 */
export async function checkoutPromotions(
  db: Db,
  ownerId: string,
  lines: readonly PromotionLine[],
  now: number,
  lock: boolean,
): Promise<{ promotions: Map<number, LinePromotion>; issues: CheckoutIssue[] }> {
  const productIds = [...new Set(lines.map((line) => line.request.productId))];
  // A preview reads the programs from memory while unchanged (their times are judged here, by `now`).
  const sql = `SELECT i.id, i.program_id, g.name AS program_name, g.shop_id,
       (extract(epoch FROM g.start_time) * 1000)::float8 AS start_ms, (extract(epoch FROM g.end_time) * 1000)::float8 AS end_ms,
       g.ended_early, g.deleted, i.product_id, i.variant_id, i.discount_percent, i.max_discount, i.purchase_limit_per_order,
       i.product_limit, i.order_limit_per_user, i.sold
     FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id
     WHERE i.product_id = ANY($1::text[]) ORDER BY i.id ${lock ? 'FOR UPDATE OF i' : ''}`;
  const rows = lock
    ? await db.query<PromotionRow>(sql, [productIds])
    : await queryKept<PromotionRow>(db, ['promotion_items', 'promotion_programs'], sql, [productIds]);
  const running = rows.filter((row) => promotionStatus(programOf(row), now) === 'running');
  const usage =
    running.length === 0
      ? []
      : await db.query<{ promotion_item_id: string; units: number; orders: number }>(
          `SELECT promotion_item_id, sum(quantity)::int AS units, count(DISTINCT order_id)::int AS orders
           FROM promotion_usage WHERE owner_id = $1 AND promotion_item_id = ANY($2::text[]) AND released_at IS NULL
           GROUP BY promotion_item_id`,
          [ownerId, running.map((row) => row.id)],
        );
  const usageOf = new Map(usage.map((row) => [row.promotion_item_id, row]));

  // A variant's own item beats one for the whole product.
  const rowOf = (line: PromotionLine): PromotionRow | undefined =>
    running.find((row) => row.product_id === line.request.productId && row.variant_id === line.request.variantId) ??
    running.find((row) => row.product_id === line.request.productId && row.variant_id === null);

  const units = new Map<string, number>();
  const covered = lines.map((line) => rowOf(line));
  covered.forEach((row, index) => {
    if (row) units.set(row.id, (units.get(row.id) ?? 0) + (lines[index]?.request.quantity ?? 0));
  });

  const promotions = new Map<number, LinePromotion>();
  const issues: CheckoutIssue[] = [];
  const reported = new Set<string>();
  covered.forEach((row, index) => {
    const line = lines[index];
    if (!row || !line) return;
    const used = usageOf.get(row.id);
    const purchase = { alreadyBoughtByUser: used?.units ?? 0, ordersByUser: used?.orders ?? 0, stockLeft: row.product_limit - row.sold };
    const item = itemOf(row, line.salePrice);
    promotions.set(index, {
      itemId: row.id,
      programId: row.program_id,
      programName: row.program_name,
      unitPrice: promotionItemPrice(item),
      maxQuantity: promotionPurchaseMax(item, purchase),
    });
    const checked = promotionPurchaseCheck(item, { ...purchase, quantity: units.get(row.id) ?? line.request.quantity });
    if (!checked.ok && !reported.has(row.id)) {
      reported.add(row.id);
      // Spec section 8's two promotion failures, as core's promotionPurchaseCheck names them.
      issues.push({ field: `${line.request.field}.quantity`, code: checked.error.code, params: { max: checked.error.params?.['max'] ?? 0 } });
    }
  });
  return { promotions, issues };
}
