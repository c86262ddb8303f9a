import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { incomeSplit, platformShares, type IncomePartFacts } from './income-line.js';
import { feePlanAt, SELLER_PAYMENT_FEE_PERCENT, SELLER_SERVICE_FEE_AFTER_FIRST_YEAR_PERCENT, vietnamMonthsAfter } from './fee-plan.js';
import { incomeIsPayable, incomePayableAt, type IncomePayableFacts } from './income-payable.js';
import { payoutDayIs, payoutNextAt } from './payout-schedule.js';
import { SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT } from '../shop/seller-terms.js';
import { DAY_MS } from '../format/epoch-ms.js';

const money = fc.integer({ min: 0, max: 50_000_000 });
const percent = fc.constantFrom(0, 3, 4, 5);

/** An order part as checkout could store it: each cut within what is left, every voucher mix. */
const partArb: fc.Arbitrary<IncomePartFacts> = fc
  .record({
    goods: money,
    discount: fc.double({ min: 0, max: 1, noNaN: true }),
    voucher: fc.double({ min: 0, max: 1, noNaN: true }),
    platform: fc.double({ min: 0, max: 1, noNaN: true }),
    shippingFee: fc.integer({ min: 0, max: 200_000 }),
    shopShip: fc.double({ min: 0, max: 1, noNaN: true }),
    platformShip: fc.double({ min: 0, max: 1, noNaN: true }),
    service: percent,
    payment: percent,
    refunds: fc.array(fc.record({ amount: money, goods: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 3 }),
    compensations: fc.array(fc.record({ fake: fc.boolean(), goods: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 2 }),
  })
  .map((r) => {
    const discount = Math.floor(r.goods * r.discount);
    const voucher = Math.floor((r.goods - discount) * r.voucher);
    const shopShip = Math.floor(r.shippingFee * r.shopShip);
    return {
      goods: r.goods,
      shopDiscount: discount,
      shopVoucher: voucher,
      shopShippingVoucher: shopShip,
      platformVoucher: Math.floor((r.goods - discount - voucher) * r.platform),
      shippingFee: r.shippingFee,
      shippingPlatform: Math.floor((r.shippingFee - shopShip) * r.platformShip),
      plan: { service_fee_percent: r.service, payment_fee_percent: r.payment },
      refunds: r.refunds.map((refund, i) => ({ id: `r${i}`, amount: refund.amount, goodsValue: Math.floor(r.goods * refund.goods), at: i })),
      compensations: r.compensations.map((c, i) => ({ id: `c${i}`, kind: c.fake ? ('fake' as const) : ('quality' as const), goodsValue: Math.floor(r.goods * c.goods), at: 10 + i })),
    };
  });

describe('incomeSplit (issue 28)', () => {
  it('what the buyer paid less what went back equals the shop’s, the platform’s and the carrier’s takes, to the đồng', () => {
    fc.assert(
      fc.property(partArb, (facts) => {
        const split = incomeSplit(facts);
        expect(split.buyerPaid - split.returnedToBuyer).toBe(split.net + split.platform + split.carrier);
        for (const value of [split.net, split.platform, split.carrier, split.buyerPaid]) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('fees are never negative, adjustments never in the shop’s favour, the buyer never pays below zero', () => {
    fc.assert(
      fc.property(partArb, (facts) => {
        const split = incomeSplit(facts);
        expect(split.fees.service).toBeGreaterThanOrEqual(0);
        expect(split.fees.payment).toBeGreaterThanOrEqual(0);
        expect(split.buyerPaid).toBeGreaterThanOrEqual(0);
        expect(split.shippingCharged).toBeGreaterThanOrEqual(0);
        for (const adjustment of split.adjustments) expect(adjustment.amount).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('without refunds, the shop gets its revenue less the fees and the platform pays its vouchers', () => {
    const split = incomeSplit({
      goods: 500_000, shopDiscount: 50_000, shopVoucher: 20_000, shopShippingVoucher: 10_000, platformVoucher: 30_000,
      shippingFee: 30_000, shippingPlatform: 15_000, plan: { service_fee_percent: 3, payment_fee_percent: 4 }, refunds: [], compensations: [],
    });
    expect(split.buyerPaid).toBe(430_000 - 30_000 + 5_000);
    expect(split.fees).toEqual({ service: 12_900, payment: 16_200 });
    expect(split.net).toBe(430_000 - 10_000 - 12_900 - 16_200);
    expect(split.platform).toBe(12_900 + 16_200 - 30_000 - 15_000);
    expect(split.carrier).toBe(30_000);
  });

  it('a fake costs the shop twice the goods’ revenue and takes them out of the service fee’s base', () => {
    const split = incomeSplit({
      goods: 200_000, shopDiscount: 0, shopVoucher: 0, shopShippingVoucher: 0, platformVoucher: 0, shippingFee: 0, shippingPlatform: 0,
      plan: { service_fee_percent: 3, payment_fee_percent: 0 }, refunds: [], compensations: [{ id: 'c', kind: 'fake', goodsValue: 100_000, at: 1 }],
    });
    expect(split.adjustments).toEqual([{ kind: 'compensation_fake', cause: 'c', amount: -200_000, at: 1 }]);
    expect(split.fees.service).toBe(3_000);
  });

  it('platformShares adds up to the total exactly and in proportion', () => {
    fc.assert(
      fc.property(money, fc.array(money, { minLength: 1, maxLength: 6 }), (total, weights) => {
        const shares = platformShares(total, weights);
        const all = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(all > 0 ? total : 0);
        shares.forEach((share, i) => expect(Math.abs(share - (all > 0 ? (total * (weights[i] ?? 0)) / all : 0))).toBeLessThan(1));
      }),
    );
  });
});

describe('feePlanAt', () => {
  const approved = Date.UTC(2026, 0, 31, 3);
  it('charges the first-year rate for twelve months, free payment only with periodic settlement', () => {
    expect(feePlanAt({ approvedAt: approved, settlement: 'weekly' }, approved + DAY_MS)).toMatchObject({
      service_fee_percent: SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
      payment_fee_percent: 0,
      payment_fee_free_until: vietnamMonthsAfter(approved, 12),
    });
    expect(feePlanAt({ approvedAt: approved, settlement: 'per_order' }, approved).payment_fee_percent).toBe(SELLER_PAYMENT_FEE_PERCENT);
    const later = feePlanAt({ approvedAt: approved, settlement: 'monthly' }, vietnamMonthsAfter(approved, 12));
    expect(later).toMatchObject({ service_fee_percent: SELLER_SERVICE_FEE_AFTER_FIRST_YEAR_PERCENT, service_fee_first_year_until: null, payment_fee_free_until: null });
  });
  it('clamps the month’s end: 31 January plus one month is the last of February', () => {
    expect(new Date(vietnamMonthsAfter(Date.UTC(2026, 0, 31, 3), 1)).toISOString().slice(0, 10)).toBe('2026-02-28');
  });
});

describe('incomePayableAt', () => {
  const factsArb: fc.Arbitrary<IncomePayableFacts> = fc.record({
    deliveredAt: fc.option(fc.integer({ min: 0, max: 10 ** 12 })),
    returnDays: fc.option(fc.integer({ min: 0, max: 15 })),
    refundOpen: fc.boolean(),
    moneyReceivedAt: fc.option(fc.integer({ min: 0, max: 10 ** 12 })),
  });
  it('is monotone in time: once payable, payable later', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: 0, max: 2 * 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 12 }), (facts, now, later) => {
        if (incomeIsPayable(facts, now)) expect(incomeIsPayable(facts, now + later)).toBe(true);
      }),
    );
  });
  it('needs delivery, the return window, no open refund and the money', () => {
    const base = { deliveredAt: 0, returnDays: 7, refundOpen: false, moneyReceivedAt: DAY_MS };
    expect(incomePayableAt(base)).toBe(7 * DAY_MS);
    expect(incomePayableAt({ ...base, moneyReceivedAt: 9 * DAY_MS })).toBe(9 * DAY_MS);
    expect(incomePayableAt({ ...base, refundOpen: true })).toBeNull();
    expect(incomePayableAt({ ...base, moneyReceivedAt: null })).toBeNull();
    expect(incomePayableAt({ ...base, deliveredAt: null })).toBeNull();
  });
});

describe('payout schedule', () => {
  it('weekly pays on Vietnam Mondays, monthly on the 1st', () => {
    const mondayVn = Date.UTC(2026, 11, 6, 18); // 01:00 on Monday 7 December in Vietnam
    expect(payoutDayIs('weekly', mondayVn)).toBe(true);
    expect(payoutDayIs('weekly', mondayVn - 2 * 3600_000)).toBe(false);
    expect(payoutDayIs('monthly', Date.UTC(2026, 10, 30, 17, 30))).toBe(true);
    expect(new Date(payoutNextAt('monthly', mondayVn) + 7 * 3600_000).toISOString().slice(0, 10)).toBe('2027-01-01');
  });
});
