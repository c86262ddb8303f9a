import { SHOP_APPLICATION_SEARCH_MAX, ShopApplicationQueueStatusSchema, type ShopApplicationQuery } from '@modavi/core';

/** The queue's state in the address (status, page, store-name search), so a reload shows the same list. */
export interface ShopQueueSearch {
  readonly status?: ShopApplicationQuery['status'];
  readonly page?: number;
  readonly q?: string;
}

/** Reads the address's search params leniently: anything unknown is dropped, not refused. */
export function shopQueueSearchRead(search: Record<string, unknown>): ShopQueueSearch {
  const status = ShopApplicationQueueStatusSchema.safeParse(search['status']);
  const page = Number(search['page']);
  const q = typeof search['q'] === 'string' ? search['q'].trim().slice(0, SHOP_APPLICATION_SEARCH_MAX) : '';
  return {
    ...(status.success && status.data !== 'pending_approval' ? { status: status.data } : {}),
    ...(Number.isSafeInteger(page) && page > 1 ? { page } : {}),
    ...(q ? { q } : {}),
  };
}

/** The server's query for a search: pending approval, first page, no search unless told. */
export const shopQueueQuery = (search: ShopQueueSearch): ShopApplicationQuery => ({
  status: search.status ?? 'pending_approval',
  page: search.page ?? 1,
  q: search.q ?? '',
});
