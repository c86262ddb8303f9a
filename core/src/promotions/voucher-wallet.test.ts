import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { NOW_2026, makeVoucher, voucherArb } from '../testing/promotions-factories.js';
import { wildNumberArb } from '../testing/pricing-factories.js';
import { VOUCHER_SAVE_CODES, voucherSaveCheck, voucherUsesLeft, voucherWalletUsable, type VoucherSaveContext } from './voucher-wallet.js';
import { voucherStatus } from './voucher.js';

const saveContext = (overrides: Partial<VoucherSaveContext> = {}): VoucherSaveContext => ({
  now: NOW_2026,
  userId: 'user-1',
  savedCount: 0,
  usedCount: 0,
  isFirstPurchase: true,
  ...overrides,
});

const saveContextArb = (): fc.Arbitrary<VoucherSaveContext> =>
  fc.record({
    now: fc.integer({ min: -40, max: 100 }).map((days) => NOW_2026 + days * DAY_MS),
    userId: fc.constantFrom('user-1', 'user-2', 'user-3'),
    savedCount: fc.oneof(fc.integer({ min: 0, max: 300 }), wildNumberArb()),
    usedCount: fc.oneof(fc.integer({ min: 0, max: 150 }), wildNumberArb()),
    isFirstPurchase: fc.boolean(),
  });

describe('voucherSaveCheck', () => {
  it('is total: the voucher itself or one of the save codes, for any voucher and context', () => {
    fc.assert(
      fc.property(voucherArb(), saveContextArb(), (voucher, context) => {
        const judged = voucherSaveCheck(voucher, context);
        if (judged.ok) expect(judged.value).toBe(voucher);
        else expect(VOUCHER_SAVE_CODES).toContain(judged.error.code);
      }),
    );
  });

  it('only ever lets a running or upcoming voucher with saves and uses left be saved', () => {
    fc.assert(
      fc.property(voucherArb(), saveContextArb(), (voucher, context) => {
        if (!voucherSaveCheck(voucher, context).ok) return;
        expect(['running', 'upcoming']).toContain(voucherStatus(voucher, context.now));
        expect(context.savedCount).toBeLessThan(voucher.saveable_count);
        expect(context.usedCount).toBeLessThan(voucher.usable_count);
        if (voucher.first_purchase_only) expect(context.isFirstPurchase).toBe(true);
        if (voucher.user_ids.length > 0) expect(voucher.user_ids).toContain(context.userId);
      }),
    );
  });

  it('refuses each condition with its code', () => {
    expect(voucherSaveCheck(makeVoucher(), saveContext()).ok).toBe(true);
    const code = (voucher = makeVoucher(), context = saveContext()) => {
      const judged = voucherSaveCheck(voucher, context);
      return judged.ok ? null : judged.error.code;
    };
    expect(code(makeVoucher({ end_time: NOW_2026 - 1 }))).toBe('VOUCHER.EXPIRED');
    expect(code(makeVoucher({ ended_early: true }))).toBe('VOUCHER.EXPIRED');
    expect(code(makeVoucher({ start_time: NOW_2026 + DAY_MS }))).toBeNull();
    expect(code(makeVoucher({ user_ids: ['user-9'] }))).toBe('VOUCHER.NOT_FOR_USER');
    expect(code(makeVoucher({ saveable_count: 3 }), saveContext({ savedCount: 3 }))).toBe('VOUCHER.SAVE_LIMIT_REACHED');
    expect(code(makeVoucher({ usable_count: 3 }), saveContext({ usedCount: 3 }))).toBe('VOUCHER.OUT_OF_USES');
    expect(code(makeVoucher({ first_purchase_only: true }), saveContext({ isFirstPurchase: false }))).toBe('VOUCHER.CONDITIONS_NOT_MET');
    expect(code(makeVoucher({ app_only: true }))).toBeNull();
  });
});

describe('voucherWalletUsable', () => {
  it('says an app-only voucher is for the app, and is usable there', () => {
    const voucher = makeVoucher({ app_only: true });
    const web = voucherWalletUsable(voucher, { now: NOW_2026, isApp: false, timesUsedByCustomer: 0, usedCount: 0 });
    expect(web.ok ? null : web.error.code).toBe('VOUCHER.APP_ONLY');
    expect(voucherWalletUsable(voucher, { now: NOW_2026, isApp: true, timesUsedByCustomer: 0, usedCount: 0 }).ok).toBe(true);
  });

  it('is usable only while running, with uses left overall and for the buyer', () => {
    fc.assert(
      fc.property(voucherArb(), fc.integer({ min: -40, max: 100 }), fc.nat(6), fc.nat(120), fc.boolean(), (voucher, days, mine, all, isApp) => {
        const now = NOW_2026 + days * DAY_MS;
        const judged = voucherWalletUsable(voucher, { now, isApp, timesUsedByCustomer: mine, usedCount: all });
        if (!judged.ok) return;
        expect(voucherStatus(voucher, now)).toBe('running');
        expect(mine).toBeLessThan(voucher.per_customer_limit);
        expect(all).toBeLessThan(voucher.usable_count);
        expect(!voucher.app_only || isApp).toBe(true);
      }),
    );
  });
});

describe('voucherUsesLeft', () => {
  it('is between 0 and the per-customer limit for any count', () => {
    fc.assert(
      fc.property(voucherArb(), wildNumberArb(), (voucher, used) => {
        const left = voucherUsesLeft(voucher, used);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(voucher.per_customer_limit);
      }),
    );
    expect(voucherUsesLeft(makeVoucher({ per_customer_limit: 3 }), 1)).toBe(2);
  });
});
