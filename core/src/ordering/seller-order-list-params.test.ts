import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES } from './order-status.js';
import { SELLER_ORDER_TABS, sellerOrderListParamsRead } from './seller-order-list-params.js';
import { sellerOrderTabOf, sellerOrderTabStatuses } from './seller-order-tabs.js';

describe('sellerOrderListParamsRead', () => {
  it('never throws and always answers a known tab, a page from 1 and real days in order', () => {
    fc.assert(
      fc.property(fc.object(), (input) => {
        const params = sellerOrderListParamsRead(input);
        expect(SELLER_ORDER_TABS).toContain(params.tab);
        expect(params.page).toBeGreaterThanOrEqual(1);
        if (params.from !== '' && params.to !== '') expect(params.from <= params.to).toBe(true);
      }),
    );
  });

  it('keeps real days, drops impossible ones and turns a backwards range around', () => {
    expect(sellerOrderListParamsRead({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ from: '', to: '2026-03-01' });
    expect(sellerOrderListParamsRead({ from: '2026-03-05', to: '2026-03-01' })).toMatchObject({ from: '2026-03-01', to: '2026-03-05' });
    expect(sellerOrderListParamsRead({ tab: 'nope', page: '0', q: '  DH1 ' })).toEqual({ tab: 'all', q: 'DH1', from: '', to: '', page: 1 });
  });
});

describe('seller order tabs', () => {
  it('file every status under exactly one tab besides all', () => {
    for (const status of ORDER_STATUSES) {
      const tabs = SELLER_ORDER_TABS.filter((tab) => sellerOrderTabStatuses(tab)?.includes(status));
      expect(tabs).toEqual([sellerOrderTabOf(status)]);
    }
  });
});
