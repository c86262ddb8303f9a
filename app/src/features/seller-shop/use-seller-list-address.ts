import { useNavigate, useSearch } from '@tanstack/react-router';
import { sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import type { SellerListUpdate } from './SellerListFrame';
import { sellerListSearch } from './seller-shop-loaders';

/**
 * A seller list's query as the page's address holds it, and the change a search, a filter or
 * the pager makes to that address. Only what differs from the defaults is written; the page's
 * other params (a promotion list's `type`) stay as they are.
 */
export function useSellerListAddress<S extends string>(states: readonly S[]): { query: SellerListQuery<S>; onQuery: (update: SellerListUpdate<S>) => void } {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const query = sellerListQueryRead(search, states);
  const onQuery = (update: SellerListUpdate<S>) => {
    const { page: _page, limit: _limit, q: _q, status: _status, ...others } = search;
    void navigate({ to: '.', search: { ...others, ...sellerListSearch(states)({ ...search, ...update }) } });
  };
  return { query, onQuery };
}
