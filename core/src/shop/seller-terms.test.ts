import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { vnd } from '../money/money.js';
import {
  downloadHistoryKept,
  shopSellerInactive,
  SELLER_IN_APP_ADS_FREE_MONTHS,
  SELLER_PAYMENT_FEE_FREE_MONTHS,
  SELLER_PAYMENT_FEE_FREE_NEEDS,
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  sellerIsInactive,
  sellerServiceFeeFirstYear,
} from './seller-terms.js';

describe('seller terms', () => {
  it('charges 3% of revenue in the first year, in whole dong', () => {
    expect(SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT).toBe(3);
    expect(sellerServiceFeeFirstYear(vnd(1_000_000))).toBe(30_000);
    expect(sellerServiceFeeFirstYear(vnd(333))).toBe(10);
    expect(sellerServiceFeeFirstYear(vnd(-5))).toBe(0);
  });

  it('waives the payment fee with periodic settlement and in-app advertising for the first year', () => {
    expect(SELLER_PAYMENT_FEE_FREE_MONTHS).toBe(12);
    expect(SELLER_PAYMENT_FEE_FREE_NEEDS).toBe('periodic_settlement');
    expect(SELLER_IN_APP_ADS_FREE_MONTHS).toBe(12);
  });

  it('never charges more than the revenue nor less than zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (revenue) => {
        const fee = sellerServiceFeeFirstYear(vnd(revenue));
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(revenue);
        expect(Number.isInteger(fee)).toBe(true);
      }),
    );
  });

  it('warns about a seller inactive for more than 7 days', () => {
    expect(sellerIsInactive(0, 7 * DAY_MS)).toBe(false);
    expect(sellerIsInactive(0, 7 * DAY_MS + 1)).toBe(true);
  });

  it('keeps downloads for 30 days', () => {
    expect(downloadHistoryKept(0, 30 * DAY_MS)).toBe(true);
    expect(downloadHistoryKept(0, 30 * DAY_MS + 1)).toBe(false);
  });
});

describe('shopSellerInactive', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('flags a seller idle more than 7 days, never one whose activity is unknown', () => {
    expect(shopSellerInactive(0, 8 * DAY)).toBe(true);
    expect(shopSellerInactive(0, 7 * DAY)).toBe(false);
    expect(shopSellerInactive(null, 100 * DAY)).toBe(false);
    expect(shopSellerInactive(undefined, 100 * DAY)).toBe(false);
    expect(shopSellerInactive(Number.NaN, 100 * DAY)).toBe(false);
  });

  it('never throws, and a later look never makes an inactive seller active again', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double({ min: 0, noNaN: true }), (last, now, later) => {
        const before = shopSellerInactive(last, now);
        if (before && Number.isFinite(now + later)) expect(shopSellerInactive(last, now + later)).toBe(true);
      }),
    );
  });
});
