import { ok, err, type Result } from '../shared/result.js';
import { countOf } from './amounts.js';
import { refusal, type Refusal } from './refusal.js';
import type { PromotionItem } from './promotion-program.js';

export const PROMOTION_PURCHASE_CODES = ['PROMOTION.STOCK_EXCEEDED', 'PROMOTION.USER_LIMIT_EXCEEDED'] as const;
export type PromotionPurchaseCode = (typeof PROMOTION_PURCHASE_CODES)[number];
/** `params.max` is the most units the buyer can still take, so the UI can offer it. */
export type PromotionPurchaseRefusal = Refusal<PromotionPurchaseCode>;

export interface PromotionPurchase {
  readonly quantity: number;
  /** Units of this item the buyer already bought in earlier orders. */
  readonly alreadyBoughtByUser: number;
  /** Earlier orders of the buyer with this item. */
  readonly ordersByUser: number;
  /** Units of the promotion's stock not sold yet. */
  readonly stockLeft: number;
}

/**
 * The most units the buyer may take in this order: the stock left (never above the item's
 * product limit), the per-order limit, nothing once the buyer has used up their orders, and
 * what is left of the per-order limit times the order limit over all their orders (which
 * holds even when earlier orders were placed under looser limits).
 */
export function promotionPurchaseMax(item: PromotionItem, purchase: Omit<PromotionPurchase, 'quantity'>): number {
  const stock = Math.min(countOf(purchase.stockLeft), item.product_limit);
  const perOrder = item.purchase_limit_per_order ?? Infinity;
  const orders = item.order_limit_per_user;
  if (orders === null || orders === undefined) return Math.min(stock, perOrder);
  // A NaN count of earlier orders refuses rather than opening the limit.
  if (!(purchase.ordersByUser < orders)) return 0;
  const perUserLeft = perOrder * orders - countOf(purchase.alreadyBoughtByUser);
  return Math.max(0, Math.min(stock, perOrder, perUserLeft));
}

/**
 * Whether the buyer may buy `quantity` units of a promotion item: spec section 8's "order
 * exceeds remaining promotion stock, adjust quantity" when the stock is short, otherwise
 * "purchase exceeds per-user promotion limit" when a per-order or per-user limit is.
 */
export function promotionPurchaseCheck(item: PromotionItem, purchase: PromotionPurchase): Result<number, PromotionPurchaseRefusal> {
  const max = promotionPurchaseMax(item, purchase);
  const stock = Math.min(countOf(purchase.stockLeft), item.product_limit);
  const { quantity } = purchase;
  if (!(quantity <= stock)) return err(refusal('PROMOTION.STOCK_EXCEEDED', { max }));
  if (!(quantity <= max)) return err(refusal('PROMOTION.USER_LIMIT_EXCEEDED', { max }));
  return ok(quantity);
}
