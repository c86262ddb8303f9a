import { DAY_MS } from '../format/epoch-ms.js';
import { fieldChoice, fieldRecord, fieldText } from '../format/field-read.js';
import { vietnamDayIsoStart } from '../format/vietnam-day.js';
import { issue, type Validation } from '../shared/validation.js';
import { textLength } from '../format/text.js';
import { INCOME_LINE_STATUSES, PAYOUT_STATUSES, type IncomeLineStatus, type PayoutStatus } from './income-api.js';
import { PAYOUT_BANK_REFERENCE_MAX, PAYOUT_FAILURE_REASON_MAX } from './income-errors.js';

/** A statement or a platform report covers at most a year and a day (a whole leap year), as the dashboard's period. */
export const INCOME_PERIOD_MAX_DAYS = 366;
/** Lines and payouts per page: a seller's month of orders in a few pages. */
export const INCOME_PAGE_SIZE = 20;
/** The admin's payout search (a shop's name or id, a bank reference). */
export const PAYOUT_SEARCH_MAX = 100;

export interface IncomePeriod {
  /** Vietnam days 'YYYY-MM-DD', both included. */
  readonly from: string;
  readonly to: string;
}

const pageOf = (value: unknown): number => {
  const page = Number.parseInt(fieldText(value), 10);
  return Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/** `?from=&to=`: two Vietnam days in order, at most INCOME_PERIOD_MAX_DAYS apart. */
export function incomePeriodValidate(input: unknown): Validation<IncomePeriod> {
  const form = fieldRecord(input);
  const period = { from: fieldText(form['from']).trim(), to: fieldText(form['to']).trim() };
  const from = vietnamDayIsoStart(period.from);
  const to = vietnamDayIsoStart(period.to);
  if (from === null || to === null || from > to || to - from >= INCOME_PERIOD_MAX_DAYS * DAY_MS) {
    return { ok: false, error: [issue('from', 'SELLER_INCOME.PERIOD_INVALID', { max: INCOME_PERIOD_MAX_DAYS })] };
  }
  return { ok: true, value: period };
}

/** The seller's line list: `?status=&from=&to=&page=`; an unusable status or period is left out (all lines). */
export function incomeLineQueryRead(input: unknown): { status: IncomeLineStatus | null; period: IncomePeriod | null; page: number } {
  const form = fieldRecord(input);
  const period = incomePeriodValidate(form);
  return { status: fieldChoice(form['status'], INCOME_LINE_STATUSES), period: period.ok ? period.value : null, page: pageOf(form['page']) };
}

/** The payout lists: `?status=&q=&page=`. */
export function payoutQueryRead(input: unknown): { status: PayoutStatus | null; q: string; page: number } {
  const form = fieldRecord(input);
  const q = fieldText(form['q']).trim();
  return { status: fieldChoice(form['status'], PAYOUT_STATUSES), q: textLength(q) > PAYOUT_SEARCH_MAX ? '' : q, page: pageOf(form['page']) };
}

/** The admin's "paid" form: the bank's reference, required, at most PAYOUT_BANK_REFERENCE_MAX characters. */
export function payoutPaidValidate(input: unknown): Validation<{ bank_reference: string }> {
  const reference = fieldText(fieldRecord(input)['bank_reference']).trim();
  if (reference === '') return { ok: false, error: [issue('bank_reference', 'SELLER_INCOME.BANK_REFERENCE_REQUIRED')] };
  if (textLength(reference) > PAYOUT_BANK_REFERENCE_MAX) return { ok: false, error: [issue('bank_reference', 'SELLER_INCOME.BANK_REFERENCE_TOO_LONG', { max: PAYOUT_BANK_REFERENCE_MAX })] };
  return { ok: true, value: { bank_reference: reference } };
}

/** The admin's "failed" form: the reason, required, at most PAYOUT_FAILURE_REASON_MAX characters. */
export function payoutFailedValidate(input: unknown): Validation<{ reason: string }> {
  const reason = fieldText(fieldRecord(input)['reason']).trim();
  if (reason === '') return { ok: false, error: [issue('reason', 'SELLER_INCOME.FAILURE_REASON_REQUIRED')] };
  if (textLength(reason) > PAYOUT_FAILURE_REASON_MAX) return { ok: false, error: [issue('reason', 'SELLER_INCOME.FAILURE_REASON_TOO_LONG', { max: PAYOUT_FAILURE_REASON_MAX })] };
  return { ok: true, value: { reason } };
}
