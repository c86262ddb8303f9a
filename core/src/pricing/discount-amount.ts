import { vnd, type Vnd } from '../money/money.js';
import { amountOf, capOf, percentOf } from '../promotions/amounts.js';
import type { Discount, DiscountTier } from './discount.js';

/**
 * Whether a tier's `value` is dong off or a percentage of the subtotal. The spec says the best
 * discount compares "range-price tiers by amount", and the field is discount_by_range_price:
 * a price for each price range. We read the value as an amount in dong ('amount'); 'percent'
 * would take that percentage of the subtotal, capped like a percent discount.
 */
export type DiscountTierValueKind = 'amount' | 'percent';
export const DISCOUNT_TIER_VALUE_KIND: DiscountTierValueKind = 'amount';

const TIER_AMOUNT: Readonly<Record<DiscountTierValueKind, (tier: DiscountTier, subtotal: number, cap: number) => number>> = {
  amount: (tier) => amountOf(tier.value),
  percent: (tier, subtotal, cap) => Math.min(percentOf(subtotal, tier.value), cap),
};

const tierContains = (tier: DiscountTier, subtotal: number): boolean =>
  subtotal >= tier.from && (tier.to === null || tier.to === undefined || subtotal <= tier.to);

/**
 * What one discount takes off `subtotal`: 0 when it is not available; otherwise the larger of
 * its flat rule (a percent capped by max_discount_value, rounded down to the dong, or a fixed
 * price) and the best tier whose [from, to] holds the subtotal. Never negative, never above the
 * subtotal; a subtotal that is negative or not finite counts as 0.
 */
export function discountAmount(discount: Discount, subtotal: number): Vnd {
  const base = amountOf(subtotal);
  if (!discount.available || base === 0) return vnd(0);
  const cap = capOf(discount.max_discount_value);
  const flat = discount.type === 'percent' ? Math.min(percentOf(base, discount.value), cap) : amountOf(discount.value);
  const best = discount.discount_by_range_price
    .filter((tier) => tierContains(tier, base))
    .reduce((most, tier) => Math.max(most, TIER_AMOUNT[DISCOUNT_TIER_VALUE_KIND](tier, base, cap)), flat);
  return vnd(Math.min(base, best));
}

/** The best discount and what it takes off; `discount` is null when nothing takes anything off. */
export interface DiscountChoice {
  readonly discount: Discount | null;
  readonly amount: Vnd;
}

/** Spec section 9: among the available discounts, the one that takes the most off (ties: the first). */
export function discountBest(discounts: readonly Discount[], subtotal: number): DiscountChoice {
  let best: DiscountChoice = { discount: null, amount: vnd(0) };
  for (const discount of discounts) {
    const amount = discountAmount(discount, subtotal);
    if (amount > best.amount) best = { discount, amount };
  }
  return best;
}
