import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  FIRST_PURCHASE_VOUCHER_AMOUNTS,
  FIRST_PURCHASE_VOUCHER_LARGE,
  FIRST_PURCHASE_VOUCHER_SMALL,
  VoucherSchema,
  voucherIsPlatform,
  voucherStatus,
} from './voucher.js';
import { DAY_MS } from '../format/epoch-ms.js';
import { NOW_2026, makeVoucher } from '../testing/promotions-factories.js';

const REQUIRED = [
  ...['_id', 'name', 'code', 'kind', 'scope', 'display', 'saveable_count', 'usable_count'],
  ...['discount_type', 'value', 'start_time', 'end_time'],
] as const;

describe('VoucherSchema', () => {
  it('accepts the factory voucher', () => {
    expect(VoucherSchema.safeParse(makeVoucher()).success).toBe(true);
  });

  it.each(REQUIRED)('rejects a voucher without %s', (field) => {
    const { [field]: _dropped, ...rest } = makeVoucher();
    const parsed = VoucherSchema.safeParse(rest);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('defaults the restrictions to none and the per-customer limit to one', () => {
    const defaulted = ['app_only', 'first_purchase_only', 'user_ids', 'shop_ids', 'product_ids', 'per_customer_limit', 'min_order'];
    const rest = Object.fromEntries(Object.entries(makeVoucher()).filter(([key]) => !defaulted.includes(key)));
    expect(VoucherSchema.parse(rest)).toMatchObject({
      app_only: false,
      first_purchase_only: false,
      user_ids: [],
      shop_ids: [],
      product_ids: [],
      per_customer_limit: 1,
      min_order: 0,
      ended_early: false,
      deleted: false,
    });
  });

  it('rejects unknown kinds, negative values and fractional counts', () => {
    expect(VoucherSchema.safeParse({ ...makeVoucher(), kind: 'coins' }).success).toBe(false);
    expect(VoucherSchema.safeParse({ ...makeVoucher(), value: -1 }).success).toBe(false);
    expect(VoucherSchema.safeParse({ ...makeVoucher(), usable_count: 1.5 }).success).toBe(false);
  });

  it('never throws with safeParse', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = VoucherSchema.safeParse(input);
        if (!parsed.success) expect(parsed.error).toBeInstanceOf(z.core.$ZodError);
      }),
    );
  });
});

describe('voucher helpers', () => {
  it('has the spec first-purchase vouchers of 100K and 200K', () => {
    expect(FIRST_PURCHASE_VOUCHER_SMALL).toBe(100_000);
    expect(FIRST_PURCHASE_VOUCHER_LARGE).toBe(200_000);
    expect(FIRST_PURCHASE_VOUCHER_AMOUNTS).toEqual([100_000, 200_000]);
  });

  it('follows the voucher through its life', () => {
    const voucher = makeVoucher({ start_time: NOW_2026, end_time: NOW_2026 + DAY_MS });
    expect(voucherStatus(voucher, NOW_2026 - 1)).toBe('upcoming');
    expect(voucherStatus(voucher, NOW_2026)).toBe('running');
    expect(voucherStatus(voucher, NOW_2026 + DAY_MS)).toBe('ended');
    expect(voucherStatus({ ...voucher, ended_early: true }, NOW_2026)).toBe('ended_early');
    expect(voucherStatus({ ...voucher, deleted: true }, NOW_2026 - 1)).toBe('deleted');
  });

  it('tells platform vouchers from shop vouchers', () => {
    expect(voucherIsPlatform(makeVoucher({ shop_id: null }))).toBe(true);
    expect(voucherIsPlatform(makeVoucher({ shop_id: 'shop-1' }))).toBe(false);
  });
});
