import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VOUCHER_REFUSAL_CODES, voucherApplicability, type VoucherContext, type VoucherRefusalCode } from './voucher-applicability.js';
import type { Voucher } from './voucher.js';
import { vnd } from '../money/money.js';
import { DAY_MS } from '../format/epoch-ms.js';
import { makeVoucher, makeVoucherContext, NOW_2026, voucherArb, voucherContextArb } from '../testing/promotions-factories.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

/**
 * The oracle: each condition of the spec as a plain predicate, listed in the documented
 * order; the answer is the first that fails.
 */
function referenceRefusal(v: Voucher, c: VoucherContext): VoucherRefusalCode | null {
  const conditions: [VoucherRefusalCode, boolean][] = [
    ['VOUCHER.NOT_STARTED', v.deleted || v.ended_early || c.now >= v.end_time || c.now >= v.start_time],
    ['VOUCHER.EXPIRED', !v.deleted && !v.ended_early && c.now < v.end_time],
    ['VOUCHER.APP_ONLY', !v.app_only || c.isApp],
    ['VOUCHER.PHONE_PROOF_REQUIRED', !v.first_purchase_only || c.firstPurchasePhoneProven],
    ['VOUCHER.FIRST_PURCHASE_ONLY', !v.first_purchase_only || c.isFirstPurchase],
    ['VOUCHER.NOT_FOR_USER', v.user_ids.length === 0 || (c.userId !== null && v.user_ids.includes(c.userId))],
    [
      'VOUCHER.NOT_FOR_SHOP',
      (v.shop_id == null || v.shop_id === c.shopId) && (v.shop_ids.length === 0 || (c.shopId !== null && v.shop_ids.includes(c.shopId))),
    ],
    ['VOUCHER.NOT_FOR_PRODUCTS', v.scope === 'whole_shop' || c.productIds.some((id) => v.product_ids.includes(id))],
    ['VOUCHER.OUT_OF_USES', c.usedCount < v.usable_count],
    ['VOUCHER.BUDGET_EXHAUSTED', !v.max_budget || c.budgetUsed < v.max_budget],
    ['VOUCHER.CUSTOMER_LIMIT_REACHED', c.timesUsedByCustomer < v.per_customer_limit],
    ['VOUCHER.FREESHIP_NOT_WITH_EXPRESS', v.kind !== 'shipping' || !c.isExpressShipping],
    ['VOUCHER.MIN_ORDER_NOT_MET', c.subtotal >= v.min_order],
  ];
  return conditions.find(([, holds]) => !holds)?.[0] ?? null;
}

const codeOf = (voucher: Voucher, context: VoucherContext) => {
  const result = voucherApplicability(voucher, context);
  return result.ok ? null : result.error.code;
};

describe('voucherApplicability against the reference', () => {
  it('refuses with the first failing condition, or accepts when all hold', () => {
    fc.assert(
      fc.property(voucherArb(), voucherContextArb(), (voucher, context) => {
        expect(codeOf(voucher, context)).toBe(referenceRefusal(voucher, context));
      }),
      { numRuns: 1_000 },
    );
  });

  it('hands back the voucher itself when it applies', () => {
    const voucher = makeVoucher();
    expect(voucherApplicability(voucher, makeVoucherContext())).toEqual({ ok: true, value: voucher });
  });

  it('never throws and never accepts on broken numbers', () => {
    fc.assert(
      fc.property(voucherArb(), voucherContextArb(), wildNumberArb(), fc.constantFrom('usedCount', 'budgetUsed', 'timesUsedByCustomer', 'subtotal', 'now'), (voucher, context, n, key) => {
        const result = voucherApplicability(voucher, { ...context, [key]: n });
        if (Number.isNaN(n) && key !== 'now' && result.ok) throw new Error(`accepted with ${key} NaN`);
      }),
    );
  });
});

describe('voucherApplicability: one example per reason', () => {
  const ok = makeVoucherContext();
  const cases: [VoucherRefusalCode, Partial<Voucher>, Partial<VoucherContext>][] = [
    ['VOUCHER.NOT_STARTED', { start_time: NOW_2026 + DAY_MS }, {}],
    ['VOUCHER.EXPIRED', { end_time: NOW_2026 }, {}],
    ['VOUCHER.EXPIRED', { ended_early: true }, {}],
    ['VOUCHER.EXPIRED', { deleted: true }, {}],
    ['VOUCHER.APP_ONLY', { app_only: true }, { isApp: false }],
    ['VOUCHER.PHONE_PROOF_REQUIRED', { first_purchase_only: true }, { isFirstPurchase: true, firstPurchasePhoneProven: false }],
    ['VOUCHER.FIRST_PURCHASE_ONLY', { first_purchase_only: true }, { isFirstPurchase: false }],
    ['VOUCHER.NOT_FOR_USER', { user_ids: ['user-2'] }, { userId: 'user-1' }],
    ['VOUCHER.NOT_FOR_USER', { user_ids: ['user-2'] }, { userId: null }],
    ['VOUCHER.NOT_FOR_SHOP', { shop_id: 'shop-2' }, { shopId: 'shop-1' }],
    ['VOUCHER.NOT_FOR_SHOP', { shop_id: null, shop_ids: ['shop-2'] }, { shopId: 'shop-1' }],
    ['VOUCHER.NOT_FOR_PRODUCTS', { scope: 'specific_products', product_ids: ['product-9'] }, { productIds: ['product-1'] }],
    ['VOUCHER.OUT_OF_USES', { usable_count: 100 }, { usedCount: 100 }],
    ['VOUCHER.BUDGET_EXHAUSTED', { max_budget: vnd(1_000_000) }, { budgetUsed: 1_000_000 }],
    ['VOUCHER.CUSTOMER_LIMIT_REACHED', { per_customer_limit: 2 }, { timesUsedByCustomer: 2 }],
    ['VOUCHER.FREESHIP_NOT_WITH_EXPRESS', { kind: 'shipping' }, { isExpressShipping: true }],
    ['VOUCHER.MIN_ORDER_NOT_MET', { min_order: vnd(200_000) }, { subtotal: 199_999 }],
  ];

  it.each(cases)('refuses with %s', (code, voucher, context) => {
    expect(codeOf(makeVoucher(voucher), { ...ok, ...context })).toBe(code);
  });

  it('covers every code', () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(VOUCHER_REFUSAL_CODES));
  });

  it('accepts the cases that sit just inside each limit', () => {
    const inside: [Partial<Voucher>, Partial<VoucherContext>][] = [
      [{ start_time: NOW_2026 }, {}],
      [{ end_time: NOW_2026 + 1 }, {}],
      [{ app_only: true }, { isApp: true }],
      [{ first_purchase_only: true }, { isFirstPurchase: true }],
      [{ user_ids: ['user-1'] }, {}],
      [{ shop_id: null }, { shopId: null }],
      [{ scope: 'specific_products', product_ids: ['product-9', 'product-1'] }, {}],
      [{ usable_count: 100 }, { usedCount: 99 }],
      [{ per_customer_limit: 2 }, { timesUsedByCustomer: 1 }],
      [{ kind: 'shipping' }, { isExpressShipping: false }],
      [{ kind: 'shop' }, { isExpressShipping: true }],
      [{}, { subtotal: 200_000 }],
    ];
    for (const [voucher, context] of inside) expect(codeOf(makeVoucher(voucher), { ...ok, ...context })).toBeNull();
  });

  it('says how much more to buy when the order is too small', () => {
    const result = voucherApplicability(makeVoucher(), makeVoucherContext({ subtotal: 150_000 }));
    expect(result).toEqual({ ok: false, error: { code: 'VOUCHER.MIN_ORDER_NOT_MET', params: { min: 200_000, missing: 50_000 } } });
  });

  it('checks the dates before anything the buyer could change', () => {
    const everythingWrong = makeVoucher({ end_time: NOW_2026 - 1, app_only: true, min_order: vnd(10_000_000) });
    expect(codeOf(everythingWrong, ok)).toBe('VOUCHER.EXPIRED');
  });
});
