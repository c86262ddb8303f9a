import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { REFUND_STATUSES, type RefundStatus } from './refund-status.js';
import { refundSellerLabel, type RefundSellerLabel } from './refund-labels.js';

// Without schemas: the list pages read their address with this in their own chunks, but keep it light anyway.

/**
 * The seller's refund list tabs, in the spec's order of the seller-side labels (section 4),
 * after every request: need handling, money transferring, awaiting return, awaiting admin
 * review, buyer cancelled, rejected, closed, refunded.
 */
export const REFUND_LIST_TABS = [
  'all',
  'need_handling',
  'money_transferring',
  'awaiting_return',
  'awaiting_admin_review',
  'buyer_cancelled',
  'rejected',
  'closed',
  'refunded',
] as const satisfies readonly ('all' | RefundSellerLabel)[];
export type RefundListTab = (typeof REFUND_LIST_TABS)[number];

/**
 * The admin queue's filters: what waits on the admin first (a shop's decision to review, goods
 * received to pay back), then every status in the spec's order (section 4).
 */
export const REFUND_QUEUE_FILTERS = ['awaiting_admin', ...REFUND_STATUSES] as const;
export type RefundQueueFilter = (typeof REFUND_QUEUE_FILTERS)[number];

/** Statuses that wait on the admin: a shop's approval or rejection to review, a receipt to complete. */
export const REFUND_AWAITING_ADMIN_STATUSES = ['shop_approved', 'shop_rejected', 'shop_received'] as const satisfies readonly RefundStatus[];

/** Rows per page of the refund lists (as the seller's order list). */
export const REFUND_LIST_PAGE_LIMIT = 20;
/** The longest search text (order code, buyer or product); longer text is cut. */
export const REFUND_LIST_QUERY_MAX = 100;

/** The tab a refund in this status is filed under: its seller-side label. */
export const refundListTabOf = (status: RefundStatus): Exclude<RefundListTab, 'all'> => refundSellerLabel(status);

/** The statuses a tab lists, or null for every status. */
export const refundListTabStatuses = (tab: RefundListTab): RefundStatus[] | null =>
  tab === 'all' ? null : REFUND_STATUSES.filter((status) => refundListTabOf(status) === tab);

/** The statuses an admin queue filter lists. */
export const refundQueueStatuses = (filter: RefundQueueFilter): RefundStatus[] =>
  filter === 'awaiting_admin' ? [...REFUND_AWAITING_ADMIN_STATUSES] : [filter];

/** What a refund list shows, as it stands in the address. */
export interface RefundListParams<Tab extends string> {
  readonly tab: Tab;
  readonly q: string;
  readonly page: number;
}

const pageRead = (value: unknown): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};
const queryRead = (value: unknown): string => fieldText(typeof value === 'number' ? String(value) : value).slice(0, REFUND_LIST_QUERY_MAX);

/** Reads the seller's list parameters (`?tab=&q=&page=`) from any value: unknown falls back to the defaults. Never throws. */
export function refundListParamsRead(input: unknown): RefundListParams<RefundListTab> {
  const record = fieldRecord(input);
  return { tab: fieldChoice(record['tab'], REFUND_LIST_TABS) ?? 'all', q: queryRead(record['q']), page: pageRead(record['page']) };
}

/** Reads the admin queue's parameters (`?status=&q=&page=`); the default is what awaits the admin. Never throws. */
export function refundQueueParamsRead(input: unknown): RefundListParams<RefundQueueFilter> {
  const record = fieldRecord(input);
  return {
    tab: fieldChoice(record['status'], REFUND_QUEUE_FILTERS) ?? 'awaiting_admin',
    q: queryRead(record['q']),
    page: pageRead(record['page']),
  };
}

/** The list's address as written: defaults dropped. */
export function refundListSearch(params: RefundListParams<string>, defaultTab: string, tabKey: 'tab' | 'status'): Record<string, string | number> {
  return {
    ...(params.tab === defaultTab ? {} : { [tabKey]: params.tab }),
    ...(params.q === '' ? {} : { q: params.q }),
    ...(params.page === 1 ? {} : { page: params.page }),
  };
}
