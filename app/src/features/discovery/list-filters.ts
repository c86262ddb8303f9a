import { searchFilterCount, type SearchParams } from '@modavi/core';

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
