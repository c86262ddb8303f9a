import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';

// Without schemas: the seller's order list route reads its address with this, in the first visit's route tree.

/**
 * The seller's order list tabs (quan-ly-don-hang), in screen order: every order, then one per
 * step of the seller's work. A part its seller cancelled is listed as cancelled.
 */
export const SELLER_ORDER_TABS = [
  'all',
  'pending_confirmation',
  'pending_pickup',
  'shipping',
  'delivered',
  'cancel_pending',
  'cancelled',
  'return_refund',
] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

/** Rows per page of the seller's order list. */
export const SELLER_ORDER_PAGE_LIMIT = 20;
/** The longest search text (order code, buyer or product) the list takes; longer text is cut. */
export const SELLER_ORDER_QUERY_MAX = 100;
/** The most orders one batch step takes. */
export const SELLER_ORDER_BATCH_MAX = 50;

/** What the seller's order list shows, as it stands in the address (`?tab=&q=&from=&to=&page=`). */
export interface SellerOrderListParams {
  readonly tab: SellerOrderTab;
  readonly q: string;
  /** First day listed (YYYY-MM-DD, Vietnam's time), '' for no bound. */
  readonly from: string;
  /** Last day listed (YYYY-MM-DD), '' for no bound. */
  readonly to: string;
  readonly page: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists ('2026-02-30' does not), or ''. */
export function sellerOrderDayRead(value: unknown): string {
  const text = fieldText(value);
  const match = DAY.exec(text);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= days ? text : '';
}

/**
 * Reads the list's parameters from an address or a request, any value: an unknown tab falls
 * back to 'all', a page to 1, a day that is not a real YYYY-MM-DD to no bound; a range written
 * backwards is turned around. Never throws.
 */
export function sellerOrderListParamsRead(input: unknown): SellerOrderListParams {
  const record = fieldRecord(input);
  const page = Number(record['page']);
  const first = sellerOrderDayRead(record['from']);
  const last = sellerOrderDayRead(record['to']);
  const backwards = first !== '' && last !== '' && first > last;
  return {
    tab: fieldChoice(record['tab'], SELLER_ORDER_TABS) ?? 'all',
    q: fieldText(typeof record['q'] === 'number' ? String(record['q']) : record['q']).slice(0, SELLER_ORDER_QUERY_MAX),
    from: backwards ? last : first,
    to: backwards ? first : last,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}
