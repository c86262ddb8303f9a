/**
 * A seller list's address (quan-ly-danh-muc, quan-ly-banner, quan-ly-size-chart): page, page
 * size, search text and one state filter. The route's `validateSearch` and the server's query
 * parsing read it with the same function, so a shared link shows the list the server pages.
 */
export const SELLER_LIST_LIMIT = { default: 10, max: 50 } as const;
/** The longest search text a seller list accepts. */
export const SELLER_LIST_QUERY_MAX = 100;

export interface SellerListQuery<S extends string> {
  readonly page: number;
  readonly limit: number;
  /** Trimmed; '' lists everything. */
  readonly q: string;
  /** 'all', or one of the list's states. */
  readonly status: S | 'all';
}

const whole = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * Reads a list's query from an address's search params (or a request's query): anything not
 * understood falls back to its default (page 1, SELLER_LIST_LIMIT.default, no search, 'all');
 * the page size is capped at SELLER_LIST_LIMIT.max and the search text at SELLER_LIST_QUERY_MAX.
 * Never throws.
 */
export function sellerListQueryRead<S extends string>(raw: unknown, statuses: readonly S[]): SellerListQuery<S> {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const limit = Math.min(whole(fields['limit']) ?? SELLER_LIST_LIMIT.default, SELLER_LIST_LIMIT.max);
  const q = typeof fields['q'] === 'string' ? [...fields['q'].trim()].slice(0, SELLER_LIST_QUERY_MAX).join('') : '';
  const status = fields['status'];
  const known = typeof status === 'string' && (statuses as readonly string[]).includes(status);
  return { page: whole(fields['page']) ?? 1, limit, q, status: known ? (status as S) : 'all' };
}

/** How many pages `total` items make at `limit` a page (at least 1, so an empty list has page 1). */
export const sellerListPages = (total: number, limit: number): number => Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
