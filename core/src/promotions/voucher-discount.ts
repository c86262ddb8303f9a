import { vnd, type Vnd } from '../money/money.js';
import { amountOf, capOf, percentOf } from './amounts.js';
import { voucherApplicability, type VoucherContext } from './voucher-applicability.js';
import type { Voucher } from './voucher.js';

/**
 * What `voucher` takes off. A shipping voucher works on the shipping fee, every other kind on
 * the subtotal (a cash-back voucher computes the amount paid back, the same way). A percent
 * is capped by `max_discount`; any voucher by what is left of its budget (`max_budget` minus
 * `budgetUsed`) and by the amount it works on, so the result is never negative and never
 * above the subtotal, or the fee for a shipping voucher. Minimum order and the other
 * conditions are voucherApplicability's job.
 */
export function voucherDiscount(voucher: Voucher, subtotal: number, shippingFee: number, budgetUsed = 0): Vnd {
  const base = amountOf(voucher.kind === 'shipping' ? shippingFee : subtotal);
  const raw =
    voucher.discount_type === 'percent' ? Math.min(percentOf(base, voucher.value), capOf(voucher.max_discount)) : amountOf(voucher.value);
  const budgetLeft = capOf(voucher.max_budget) - amountOf(budgetUsed);
  return vnd(Math.max(0, Math.min(raw, base, budgetLeft)));
}

/** A voucher and the amount it gives. */
export interface VoucherChoice {
  readonly voucher: Voucher;
  readonly amount: Vnd;
}

/**
 * The applicable voucher that gives the most, or null when none applies. Usage counts differ
 * per voucher, so `context` may be a function of the voucher. Ties go to the earlier one.
 * Compare vouchers of one slot (shop vouchers of a shop, or free-ship vouchers): amounts of a
 * shipping and a merchandise voucher are not interchangeable.
 */
export function voucherBest(
  vouchers: readonly Voucher[],
  context: VoucherContext | ((voucher: Voucher) => VoucherContext),
  shippingFee: number,
): VoucherChoice | null {
  let best: VoucherChoice | null = null;
  for (const voucher of vouchers) {
    const ctx = typeof context === 'function' ? context(voucher) : context;
    if (!voucherApplicability(voucher, ctx).ok) continue;
    const amount = voucherDiscount(voucher, ctx.subtotal, shippingFee, ctx.budgetUsed);
    if (best === null || amount > best.amount) best = { voucher, amount };
  }
  return best;
}

/** A voucher the buyer applied, with what its budget has already paid out. */
export interface AppliedVoucher {
  readonly voucher: Voucher;
  readonly budgetUsed?: number;
}
