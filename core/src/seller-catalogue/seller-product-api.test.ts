import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SELLER_PRODUCT_QUERY_MAX, SELLER_PRODUCT_SORTS, sellerProductListParamsRead } from './seller-product-api.js';
import { PRODUCT_FILTER_STATES } from './seller-product.js';

describe('sellerProductListParamsRead', () => {
  it('reads what the list wrote', () => {
    expect(sellerProductListParamsRead({ filter: 'rejected', q: ' áo ', sort: 'price_asc', page: '3' })).toEqual({
      filter: 'rejected',
      q: 'áo',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('turns any input into parameters the list can use', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.constantFrom('filter', 'q', 'sort', 'page'), fc.anything()), (any, record) => {
        for (const params of [sellerProductListParamsRead(any), sellerProductListParamsRead(record)]) {
          expect(PRODUCT_FILTER_STATES).toContain(params.filter);
          expect(SELLER_PRODUCT_SORTS).toContain(params.sort);
          expect(Number.isInteger(params.page) && params.page >= 1).toBe(true);
          expect(params.q.length).toBeLessThanOrEqual(SELLER_PRODUCT_QUERY_MAX);
        }
      }),
    );
  });
});
