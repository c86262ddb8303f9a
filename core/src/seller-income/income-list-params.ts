import { DAY_MS } from '../format/epoch-ms.js';
import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { vietnamDayIso, vietnamDayStart } from '../format/vietnam-day.js';
import { vietnamDayOfInput } from '../shop/shop-pause.js';
import { INCOME_LINE_STATUSES, PAYOUT_STATUSES, type IncomeLineStatus, type PayoutStatus } from './income-api.js';
import { PAYOUT_SEARCH_MAX, incomePeriodValidate, type IncomePeriod } from './income-params.js';

// Without schemas: the income pages read their address with these in their own chunks.

/** The seller's income page tabs (ban-hang/thu-nhap): income lines, payouts, statement. */
export const INCOME_PAGE_TABS = ['lines', 'payouts', 'statement'] as const;
export type IncomePageTab = (typeof INCOME_PAGE_TABS)[number];

/** The income lines' status filter: every line, or one status. */
export const INCOME_LINE_FILTERS = ['all', ...INCOME_LINE_STATUSES] as const;
export type IncomeLineFilter = (typeof INCOME_LINE_FILTERS)[number];

/** A day as the address writes it (YYYY-MM-DD). */
export const INCOME_DAY_TEXT_MAX = 10;
/** The highest page the lists read from an address; beyond it is a typo, not a page (as the refund lists). */
export const INCOME_LIST_PAGE_MAX = 10_000;
/**
 * The statement's and the platform figures' period when the address names none: the last 30
 * days, the span sellers reconcile monthly against their bank (spec silent).
 */
export const INCOME_PERIOD_DEFAULT_DAYS = 30;

/** What the income page shows, as it stands in the address (`?tab=&status=&from=&to=&page=`). */
export interface IncomePageParams {
  readonly tab: IncomePageTab;
  readonly status: IncomeLineFilter;
  /** Placed on or after this Vietnam day (YYYY-MM-DD); '' (with `to`) for no range. */
  readonly from: string;
  /** Placed on or before this Vietnam day; '' (with `from`) for no range. */
  readonly to: string;
  readonly page: number;
}

/** The admin's payout list (`?status=&q=&page=`); `id` opens one payout. */
export interface AdminPayoutListParams {
  readonly status: PayoutStatus;
  readonly q: string;
  readonly page: number;
}

const pageRead = (value: unknown): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= INCOME_LIST_PAGE_MAX ? page : 1;
};

/** A real day written YYYY-MM-DD, or '' (anything else). */
const dayRead = (value: unknown): string => {
  const text = fieldText(value).slice(0, INCOME_DAY_TEXT_MAX + 1);
  return text.length === INCOME_DAY_TEXT_MAX && vietnamDayOfInput(text) !== null ? text : '';
};

/**
 * Reads the income page's address from any value; unknown values fall back to the defaults (the
 * lines tab, every status, no dates, page 1), and a range with one end only or whose ends are
 * the wrong way round is dropped. Never throws.
 */
export function incomePageParamsRead(input: unknown): IncomePageParams {
  const record = fieldRecord(input);
  const from = dayRead(record['from']);
  const to = dayRead(record['to']);
  // The server reads a range whole or not at all (`?from=&to=`, both ends): half of one, or one reversed, is dropped.
  const usable = from !== '' && to !== '' && from <= to;
  return {
    tab: fieldChoice(record['tab'], INCOME_PAGE_TABS) ?? 'lines',
    status: fieldChoice(record['status'], INCOME_LINE_FILTERS) ?? 'all',
    from: usable ? from : '',
    to: usable ? to : '',
    page: pageRead(record['page']),
  };
}

/** The income page's address as written: defaults dropped. */
export function incomePageSearch(params: IncomePageParams): Record<string, string | number> {
  return {
    ...(params.tab === 'lines' ? {} : { tab: params.tab }),
    ...(params.status === 'all' ? {} : { status: params.status }),
    ...(params.from === '' ? {} : { from: params.from }),
    ...(params.to === '' ? {} : { to: params.to }),
    ...(params.page === 1 ? {} : { page: params.page }),
  };
}

/** The lines query the server takes (`?status=&from=&to=&page=`), defaults left out (a range is sent whole or not at all). */
export function incomeLinesQuery(params: Pick<IncomePageParams, 'status' | 'from' | 'to' | 'page'>): { status?: IncomeLineStatus; from?: string; to?: string; page: number } {
  return {
    ...(params.status === 'all' ? {} : { status: params.status }),
    ...(params.from === '' || params.to === '' ? {} : { from: params.from, to: params.to }),
    page: params.page,
  };
}

/** Reads the admin's payout list address; the default tab is what awaits the admin (processing). Never throws. */
export function adminPayoutParamsRead(input: unknown): AdminPayoutListParams {
  const record = fieldRecord(input);
  const q = record['q'];
  return {
    status: fieldChoice(record['status'], PAYOUT_STATUSES) ?? 'processing',
    q: fieldText(typeof q === 'number' ? String(q) : q).slice(0, PAYOUT_SEARCH_MAX),
    page: pageRead(record['page']),
  };
}

/** The admin's payout list address as written: defaults dropped. */
export function adminPayoutSearch(params: AdminPayoutListParams): Record<string, string | number> {
  return {
    ...(params.status === 'processing' ? {} : { status: params.status }),
    ...(params.q === '' ? {} : { q: params.q }),
    ...(params.page === 1 ? {} : { page: params.page }),
  };
}

/** The last INCOME_PERIOD_DEFAULT_DAYS days up to today (Vietnam time). */
export function incomePeriodDefault(now: number): IncomePeriod {
  const today = vietnamDayStart(now);
  return { from: vietnamDayIso(today - (INCOME_PERIOD_DEFAULT_DAYS - 1) * DAY_MS), to: vietnamDayIso(today) };
}

/**
 * A statement's or the platform figures' period from the address (`?from=&to=`), checked by
 * the server's rule (core's incomePeriodValidate); anything else is the default.
 */
export function incomePeriodRead(input: unknown, now: number): IncomePeriod {
  const checked = incomePeriodValidate(input);
  return checked.ok ? checked.value : incomePeriodDefault(now);
}
