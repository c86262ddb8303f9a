import { orderTabRead, type OrderTab } from '@modavi/core';

/** The order list's address: `?tab=` one of core's ORDER_TABS (none = every order), `?page=` from 1. */
export interface OrderListSearch {
  readonly tab?: OrderTab;
  readonly page: number;
}

export function orderListSearch(search: Record<string, unknown>): OrderListSearch {
  const tab = orderTabRead(search['tab']);
  const page = Number(search['page']);
  return { ...(tab === null ? {} : { tab }), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** What the order detail shows besides the order: its cancel or its return, by `?view=`. */
export type OrderDetailView = 'cancel' | 'refund';

export function orderDetailSearch(search: Record<string, unknown>): { view?: OrderDetailView } {
  const view = search['view'];
  return view === 'cancel' || view === 'refund' ? { view } : {};
}
