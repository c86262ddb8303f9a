import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { voucherApplicability, type VoucherContext } from './voucher-applicability.js';
import { voucherBest, voucherDiscount } from './voucher-discount.js';
import type { Voucher } from './voucher.js';
import { makeVoucher, makeVoucherContext, voucherArb, voucherContextArb } from '../testing/promotions-factories.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

const amountArb = fc.integer({ min: 0, max: 5_000_000 });
const clean = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

describe('voucherDiscount invariants', () => {
  it('is never negative, never above the subtotal (or the fee for free-ship), for any numbers', () => {
    fc.assert(
      fc.property(voucherArb(), wildNumberArb(), wildNumberArb(), wildNumberArb(), (voucher, subtotal, fee, used) => {
        const amount = voucherDiscount(voucher, subtotal, fee, used);
        expect(Number.isFinite(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(clean(voucher.kind === 'shipping' ? fee : subtotal));
      }),
    );
  });

  it('keeps a percent voucher within its maximum discount', () => {
    fc.assert(
      fc.property(voucherArb(), amountArb, amountArb, fc.integer({ min: 1, max: 1_000_000 }), (voucher, subtotal, fee, cap) => {
        const percent: Voucher = { ...voucher, discount_type: 'percent', max_discount: vnd(cap) };
        expect(voucherDiscount(percent, subtotal, fee)).toBeLessThanOrEqual(cap);
      }),
    );
  });

  it('never spends more than the budget left', () => {
    fc.assert(
      fc.property(voucherArb(), amountArb, amountArb, fc.integer({ min: 1, max: 1_000_000 }), amountArb, (voucher, subtotal, fee, budget, used) => {
        const budgeted: Voucher = { ...voucher, max_budget: vnd(budget) };
        expect(voucherDiscount(budgeted, subtotal, fee, used)).toBeLessThanOrEqual(Math.max(0, budget - used));
      }),
    );
  });

  it('works on the fee for free-ship vouchers and on the subtotal otherwise', () => {
    fc.assert(
      fc.property(voucherArb(), amountArb, amountArb, amountArb, (voucher, subtotal, fee, otherFee) => {
        if (voucher.kind === 'shipping') expect(voucherDiscount(voucher, subtotal + 1, fee)).toBe(voucherDiscount(voucher, subtotal, fee));
        else expect(voucherDiscount(voucher, subtotal, otherFee)).toBe(voucherDiscount(voucher, subtotal, fee));
      }),
    );
  });
});

describe('voucherDiscount examples', () => {
  it('takes a percent capped by the maximum discount', () => {
    const voucher = makeVoucher({ value: 10, max_discount: vnd(50_000) });
    expect(voucherDiscount(voucher, 300_000, 0)).toBe(30_000);
    expect(voucherDiscount(voucher, 900_000, 0)).toBe(50_000);
    expect(voucherDiscount({ ...voucher, max_discount: null }, 900_000, 0)).toBe(90_000);
  });

  it('takes a fixed amount, but never more than the subtotal', () => {
    const voucher = makeVoucher({ discount_type: 'fixed', value: 100_000 });
    expect(voucherDiscount(voucher, 300_000, 0)).toBe(100_000);
    expect(voucherDiscount(voucher, 80_000, 0)).toBe(80_000);
  });

  it('stops at what is left of the budget', () => {
    const voucher = makeVoucher({ discount_type: 'fixed', value: 100_000, max_budget: vnd(1_000_000) });
    expect(voucherDiscount(voucher, 300_000, 0, 950_000)).toBe(50_000);
    expect(voucherDiscount(voucher, 300_000, 0, 1_200_000)).toBe(0);
  });

  it('covers the shipping fee at most for a free-ship voucher', () => {
    const freeShip = makeVoucher({ kind: 'shipping', discount_type: 'fixed', value: 30_000 });
    expect(voucherDiscount(freeShip, 1_000_000, 22_000)).toBe(22_000);
    expect(voucherDiscount(freeShip, 1_000_000, 45_000)).toBe(30_000);
    expect(voucherDiscount({ ...freeShip, discount_type: 'percent', value: 100, max_discount: null }, 1_000_000, 45_000)).toBe(45_000);
  });

  it('pays the first-purchase 100K in full on a large enough order', () => {
    const firstPurchase = makeVoucher({ shop_id: null, discount_type: 'fixed', value: 100_000, first_purchase_only: true });
    expect(voucherDiscount(firstPurchase, 450_000, 30_000)).toBe(100_000);
  });
});

describe('voucherBest', () => {
  it('is applicable, gives at least every applicable voucher, and is null only when none applies', () => {
    fc.assert(
      fc.property(fc.array(voucherArb(), { maxLength: 6 }), voucherContextArb(), amountArb, (vouchers, context, fee) => {
        const best = voucherBest(vouchers, context, fee);
        const applicable = vouchers.filter((voucher) => voucherApplicability(voucher, context).ok);
        if (best === null) {
          expect(applicable).toEqual([]);
          return;
        }
        expect(applicable).toContain(best.voucher);
        for (const voucher of applicable) {
          expect(best.amount).toBeGreaterThanOrEqual(voucherDiscount(voucher, context.subtotal, fee, context.budgetUsed));
        }
      }),
    );
  });

  it('picks the bigger of two applicable vouchers and skips a bigger one that does not apply', () => {
    const small = makeVoucher({ _id: 'small', discount_type: 'fixed', value: 20_000 });
    const large = makeVoucher({ _id: 'large', discount_type: 'fixed', value: 40_000 });
    const appOnly = makeVoucher({ _id: 'app', discount_type: 'fixed', value: 90_000, app_only: true });
    expect(voucherBest([small, large, appOnly], makeVoucherContext(), 0)).toEqual({ voucher: large, amount: 40_000 });
    expect(voucherBest([appOnly], makeVoucherContext(), 0)).toBeNull();
  });

  it('judges each voucher by its own usage when given a function', () => {
    const a = makeVoucher({ _id: 'a', discount_type: 'fixed', value: 50_000 });
    const b = makeVoucher({ _id: 'b', discount_type: 'fixed', value: 30_000 });
    const usage = (voucher: Voucher): VoucherContext => makeVoucherContext({ timesUsedByCustomer: voucher._id === 'a' ? 1 : 0 });
    expect(voucherBest([a, b], usage, 0)?.voucher).toBe(b);
  });
});
