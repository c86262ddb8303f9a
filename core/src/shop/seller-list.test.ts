import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SELLER_LIST_LIMIT, SELLER_LIST_QUERY_MAX, sellerListPages, sellerListQueryRead } from './seller-list.js';

const STATES = ['show', 'hide'] as const;

describe('sellerListQueryRead', () => {
  it('reads what the address says', () => {
    expect(sellerListQueryRead({ page: '3', limit: '20', q: '  váy ', status: 'hide' }, STATES)).toEqual({ page: 3, limit: 20, q: 'váy', status: 'hide' });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    expect(sellerListQueryRead({ page: '-1', limit: 'x', status: 'gone' }, STATES)).toEqual({
      page: 1,
      limit: SELLER_LIST_LIMIT.default,
      q: '',
      status: 'all',
    });
  });

  it('always gives a positive page, a capped limit, a short search and a known state', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ page: fc.anything(), limit: fc.anything(), q: fc.anything(), status: fc.anything() }), (a, b) => {
        for (const raw of [a, b]) {
          const read = sellerListQueryRead(raw, STATES);
          expect(Number.isInteger(read.page) && read.page >= 1).toBe(true);
          expect(read.limit >= 1 && read.limit <= SELLER_LIST_LIMIT.max).toBe(true);
          expect([...read.q].length).toBeLessThanOrEqual(SELLER_LIST_QUERY_MAX);
          expect(['all', ...STATES]).toContain(read.status);
        }
      }),
    );
  });
});

describe('sellerListPages', () => {
  it('holds every item and never leaves a page empty but the only one', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (total, limit) => {
        const pages = sellerListPages(total, limit);
        expect(pages * limit).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * limit).toBeLessThan(total);
        else expect(pages).toBe(1);
      }),
    );
  });
});
