import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { PRODUCT_FILTER_STATES, type ProductFilterState } from '../shop/seller-list-states.js';

// Without schemas: the product list's route reads its address with this, in the first visit's route tree.

/** The orders of the seller's product list; newest first by default. */
export const SELLER_PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'stock_asc', 'sold_desc'] as const;
export type SellerProductSort = (typeof SELLER_PRODUCT_SORTS)[number];

/** Rows per page of the seller's and the admin's product lists. */
export const SELLER_PRODUCT_PAGE_LIMIT = 20;
/** The longest name search the list takes; longer text is cut. */
export const SELLER_PRODUCT_QUERY_MAX = 100;

/** What the seller's product list shows, as it stands in the address (`?filter=&q=&sort=&page=`). */
export interface SellerProductListParams {
  readonly filter: ProductFilterState;
  readonly q: string;
  readonly sort: SellerProductSort;
  readonly page: number;
}

/**
 * Reads the list's parameters from an address or a request, any value: an unknown filter or
 * sort falls back to the default, a page to 1, a search is trimmed and cut to its maximum.
 */
export function sellerProductListParamsRead(input: unknown): SellerProductListParams {
  const record = fieldRecord(input);
  const rawPage = record['page'];
  const page = typeof rawPage === 'number' || typeof rawPage === 'string' ? Number(rawPage) : Number.NaN;
  return {
    filter: fieldChoice(record['filter'], PRODUCT_FILTER_STATES) ?? 'all',
    q: fieldText(typeof record['q'] === 'number' ? String(record['q']) : record['q']).slice(0, SELLER_PRODUCT_QUERY_MAX),
    sort: fieldChoice(record['sort'], SELLER_PRODUCT_SORTS) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

