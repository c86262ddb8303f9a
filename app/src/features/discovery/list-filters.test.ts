import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SEARCH_SORTS, SEARCH_SORT_DEFAULT, searchFilterCount, searchParamsRead, type SearchParams } from '@modavi/core';
import { listFilterCount, listFiltersCleared, listSorted } from './list-filters';

/** Any list address, read as the router reads it. */
const paramsArb: fc.Arbitrary<SearchParams> = fc
  .record(
    {
      q: fc.string({ maxLength: 12 }),
      category_id: fc.constantFrom('cat-a', 'cat-b'),
      shop_id: fc.constantFrom('shop-a'),
      shop_category_id: fc.constantFrom('sc-a'),
      price_min: fc.nat({ max: 2_000_000 }),
      price_max: fc.nat({ max: 2_000_000 }),
      country: fc.constantFrom('VN', 'KR'),
      rating_min: fc.constantFrom(3, 4, 4.5),
      sort: fc.constantFrom(...SEARCH_SORTS),
    },
    { requiredKeys: [] },
  )
  .map((raw) => searchParamsRead(raw));

describe('list filters', () => {
  it('clearing removes every filter of the sheet and keeps the query, order and shop', () => {
    fc.assert(
      fc.property(paramsArb, fc.boolean(), (params, categoryFilter) => {
        const cleared = listFiltersCleared(params, categoryFilter);
        expect(listFilterCount(cleared, categoryFilter)).toBe(0);
        expect(cleared.q).toBe(params.q);
        expect(cleared.sort).toBe(params.sort);
        expect(cleared.shop_id).toBe(params.shop_id);
        expect(cleared.shop_category_id).toBe(params.shop_category_id);
        // On a category's own page the category is the page: it stays.
        expect(cleared.category_id).toBe(categoryFilter ? undefined : params.category_id);
      }),
    );
  });

  it('counts the category only where it is a filter', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        expect(listFilterCount(params, true)).toBe(searchFilterCount(params));
        expect(listFilterCount(params, false)).toBe(searchFilterCount(params) - (params.category_id === undefined ? 0 : 1));
      }),
    );
  });

  it('sorting changes only the order, and leaves the default order out of the address', () => {
    fc.assert(
      fc.property(paramsArb, fc.constantFrom(...SEARCH_SORTS), (params, sort) => {
        const sorted = listSorted(params, sort);
        const { sort: _before, ...rest } = params;
        const { sort: after, ...sortedRest } = sorted;
        expect(sortedRest).toEqual(rest);
        expect(after).toBe(sort === SEARCH_SORT_DEFAULT ? undefined : sort);
        expect(searchParamsRead(sorted)).toEqual(sorted);
      }),
    );
  });
});
