import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import {
  downloadHistoryKept,
  SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT,
  sellerIsInactive,
  sellerServiceFeeFirstYear,
} from './seller-terms.js';

const DAY = 86_400_000;

describe('seller terms', () => {
  it('charges 3% of revenue in the first year, in whole dong', () => {
    expect(SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT).toBe(3);
    expect(sellerServiceFeeFirstYear(vnd(1_000_000))).toBe(30_000);
    expect(sellerServiceFeeFirstYear(vnd(333))).toBe(10);
    expect(sellerServiceFeeFirstYear(vnd(-5))).toBe(0);
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
    expect(sellerIsInactive(0, 7 * DAY)).toBe(false);
    expect(sellerIsInactive(0, 7 * DAY + 1)).toBe(true);
  });

  it('keeps downloads for 30 days', () => {
    expect(downloadHistoryKept(0, 30 * DAY)).toBe(true);
    expect(downloadHistoryKept(0, 30 * DAY + 1)).toBe(false);
  });
});
