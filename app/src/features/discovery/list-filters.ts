import { SEARCH_SORT_DEFAULT, searchFilterCount, type SearchParams, type SearchSort } from '@modavi/core';

/**
 * A change to a list's address, applied to the address as it is when the change lands (not as
 * the page last rendered it): a sort chosen while a filter is still loading keeps the filter.
 */
export type ListUpdate = (current: SearchParams) => SearchParams;

/** The list in another order; the default order is left out of the address. */
export function listSorted(params: SearchParams, sort: SearchSort): SearchParams {
  const { sort: _sort, ...rest } = params;
  return sort === SEARCH_SORT_DEFAULT ? rest : { ...rest, sort };
}

/**
 * Filters the buyer chose on this list. On a category's own page the category is the page,
 * not a filter, so it is not counted and "clear filters" keeps it.
 */
export function listFilterCount(params: SearchParams, categoryFilter: boolean): number {
  if (categoryFilter) return searchFilterCount(params);
  const { category_id: _category, ...rest } = params;
  return searchFilterCount(rest);
}

/** The list without the filter sheet's filters; the query, order and shop stay. */
export function listFiltersCleared(params: SearchParams, categoryFilter: boolean): SearchParams {
  const { price_min: _min, price_max: _max, country: _country, rating_min: _rating, category_id, ...rest } = params;
  return categoryFilter || category_id === undefined ? rest : { ...rest, category_id };
}
