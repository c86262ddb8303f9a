import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { vnd } from '../money/money.js';
import { NOW_2026, makeVoucher, voucherArb } from '../testing/promotions-factories.js';
import { VOUCHER_RUNNING_LOCKED_FIELDS, VOUCHER_SELLER_CODES, voucherSellerCheck } from './voucher-seller-check.js';
import type { VoucherForm } from './voucher-form.js';
import type { Voucher } from './voucher.js';

const formOf = (voucher: Voucher): VoucherForm => {
  const { _id: _id, shop_id: _shop, ended_early: _ended, deleted: _deleted, ...form } = voucher;
  return form;
};
const noUse = { saved_count: 0, used_count: 0, discount_given: vnd(0) };
const codesOf = (issues: readonly { field: string; code: string }[]) => issues.map(({ field, code }) => `${field}:${code}`);

describe('voucherSellerCheck', () => {
  it('only ever answers its own codes, and an unchanged live voucher saved again passes', () => {
    fc.assert(
      fc.property(voucherArb(), fc.integer({ min: -60, max: 60 }), (voucher, day) => {
        const now = NOW_2026 + day * DAY_MS;
        const issues = voucherSellerCheck(formOf(voucher), { now, current: { voucher, usage: noUse } });
        for (const found of issues) expect(VOUCHER_SELLER_CODES).toContain(found.code);
        const live = !voucher.deleted && !voucher.ended_early && voucher.end_time > now;
        if (live) expect(issues).toEqual([]);
        else expect(issues.length).toBeGreaterThan(0);
      }),
    );
  });

  it('refuses a new voucher that ends before now', () => {
    const voucher = makeVoucher({ start_time: NOW_2026 - 3 * DAY_MS, end_time: NOW_2026 - DAY_MS });
    expect(codesOf(voucherSellerCheck(formOf(voucher), { now: NOW_2026, current: null }))).toEqual(['end_time:VOUCHER.END_IN_PAST']);
  });

  it('keeps the terms of a running voucher and lets the rest change', () => {
    const voucher = makeVoucher();
    const changed = { ...formOf(voucher), code: 'OTHER', value: 20, min_order: vnd(1), name: 'Tên mới', usable_count: 500, end_time: voucher.end_time + DAY_MS };
    const issues = voucherSellerCheck(changed, { now: NOW_2026, current: { voucher, usage: noUse } });
    expect(codesOf(issues)).toEqual(['code:VOUCHER.LOCKED_WHILE_RUNNING', 'value:VOUCHER.LOCKED_WHILE_RUNNING', 'min_order:VOUCHER.LOCKED_WHILE_RUNNING']);
    for (const found of issues) expect(VOUCHER_RUNNING_LOCKED_FIELDS).toContain(found.field);
  });

  it('lets an upcoming voucher change everything', () => {
    const voucher = makeVoucher({ start_time: NOW_2026 + DAY_MS, end_time: NOW_2026 + 5 * DAY_MS });
    const changed = { ...formOf(voucher), code: 'OTHER', value: 20, start_time: NOW_2026 + 2 * DAY_MS };
    expect(voucherSellerCheck(changed, { now: NOW_2026, current: { voucher, usage: noUse } })).toEqual([]);
  });

  it('refuses any change to an ended voucher', () => {
    for (const voucher of [makeVoucher({ ended_early: true }), makeVoucher({ end_time: NOW_2026 - 1, start_time: NOW_2026 - DAY_MS })]) {
      expect(codesOf(voucherSellerCheck(formOf(voucher), { now: NOW_2026, current: { voucher, usage: noUse } }))).toEqual(['status:VOUCHER.NOT_EDITABLE']);
    }
  });

  it('never lets counts or the budget fall below what buyers already took', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), fc.nat(300), (saved, used, given) => {
        const voucher = makeVoucher({ saveable_count: 1000, usable_count: 1000, max_budget: vnd(1_000_000) });
        const usage = { saved_count: saved, used_count: used, discount_given: vnd(given) };
        const form = { ...formOf(voucher), saveable_count: 150, usable_count: 150, max_budget: vnd(150) };
        const fields = voucherSellerCheck(form, { now: NOW_2026, current: { voucher, usage } }).map((found) => found.field);
        expect(fields.includes('saveable_count')).toBe(saved > 150);
        expect(fields.includes('usable_count')).toBe(used > 150);
        expect(fields.includes('max_budget')).toBe(given > 150);
      }),
    );
  });
});
