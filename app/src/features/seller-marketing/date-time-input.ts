import { dateFormat, dateParse } from '@modavi/core';

// Vouchers and promotions start and end at a minute the seller picks, in Vietnam time, whatever
// the browser's zone: a datetime-local input's value is read and written as Vietnamese time.

/** A datetime-local value ('YYYY-MM-DDTHH:mm') for an instant, in Vietnam. */
export function dateTimeInputOf(ms: number): string {
  const text = dateFormat(ms, { withTime: true });
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}` : '';
}

/**
 * The instant a datetime-local value names in Vietnam; null when empty or not a time. `kept` is
 * the stored instant the field started from: an unchanged field gives it back to the second, so
 * a running voucher's start (which must not change) survives the minute-wide input.
 */
export function dateTimeInputMs(value: string, kept: number | null = null): number | null {
  if (kept !== null && value === dateTimeInputOf(kept)) return kept;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return match ? dateParse(`${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}`) : null;
}

/** A campaign's period as the seller reads it: start – end, to the minute. */
export const campaignPeriod = (start: number, end: number): string =>
  `${dateFormat(start, { withTime: true }).slice(0, 16)} – ${dateFormat(end, { withTime: true }).slice(0, 16)}`;
