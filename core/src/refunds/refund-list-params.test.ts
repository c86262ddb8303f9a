import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFUND_STATUSES } from './refund-status.js';
import { REFUND_SELLER_LABELS, refundSellerLabel, refundSellerStep } from './refund-labels.js';
import {
  REFUND_AWAITING_ADMIN_STATUSES,
  REFUND_LIST_QUERY_MAX,
  REFUND_LIST_TABS,
  REFUND_QUEUE_FILTERS,
  refundListParamsRead,
  refundListSearch,
  refundListTabOf,
  refundListTabStatuses,
  refundQueueParamsRead,
  refundQueueStatuses,
} from './refund-list-params.js';

const status = fc.constantFrom(...REFUND_STATUSES);

describe('the seller’s refund tabs', () => {
  it('are every seller-side label of the spec, once, after "all"', () => {
    expect(REFUND_LIST_TABS[0]).toBe('all');
    expect([...REFUND_LIST_TABS.slice(1)].sort()).toEqual([...REFUND_SELLER_LABELS].sort());
  });

  it('file each status under exactly one tab, its label, which lists it', () => {
    fc.assert(
      fc.property(status, (refundStatus) => {
        const tab = refundListTabOf(refundStatus);
        expect(tab).toBe(refundSellerLabel(refundStatus));
        const holding = REFUND_LIST_TABS.filter((candidate) => candidate !== 'all' && refundListTabStatuses(candidate)?.includes(refundStatus));
        expect(holding).toEqual([tab]);
        expect(refundListTabStatuses('all')).toBeNull();
      }),
    );
  });

  it('give every status still in progress a progress step, and none to one closed without paying', () => {
    fc.assert(
      fc.property(status, (refundStatus) => {
        const step = refundSellerStep(refundStatus);
        expect(step === null).toBe(refundStatus === 'buyer_cancelled' || refundStatus === 'admin_rejected');
      }),
    );
  });
});

describe('the admin’s refund queue filters', () => {
  it('start with what awaits the admin, then every status in the spec’s order', () => {
    expect(REFUND_QUEUE_FILTERS).toEqual(['awaiting_admin', ...REFUND_STATUSES]);
    expect(refundQueueStatuses('awaiting_admin')).toEqual([...REFUND_AWAITING_ADMIN_STATUSES]);
    fc.assert(
      fc.property(status, (refundStatus) => {
        expect(refundQueueStatuses(refundStatus)).toEqual([refundStatus]);
      }),
    );
  });
});

describe('reading a refund list’s address', () => {
  it('never throws and keeps a known tab, a page and a search within bounds', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const params = refundListParamsRead(input);
        expect(REFUND_LIST_TABS).toContain(params.tab);
        expect(Number.isInteger(params.page) && params.page >= 1).toBe(true);
        expect(params.q.length).toBeLessThanOrEqual(REFUND_LIST_QUERY_MAX);
        const queue = refundQueueParamsRead(input);
        expect(REFUND_QUEUE_FILTERS).toContain(queue.tab);
      }),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFUND_LIST_TABS), fc.string({ maxLength: 20 }), fc.integer({ min: 1, max: 500 }), (tab, q, page) => {
        const params = refundListParamsRead({ tab, q, page });
        expect(refundListParamsRead(refundListSearch(params, 'all', 'tab'))).toEqual(params);
      }),
    );
    expect(refundListSearch(refundListParamsRead({}), 'all', 'tab')).toEqual({});
    expect(refundQueueParamsRead({ status: 'shop_rejected', page: '2' })).toEqual({ tab: 'shop_rejected', q: '', page: 2 });
  });
});
