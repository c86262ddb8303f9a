import { DAY_MS, HOUR_MS } from './epoch-ms.js';

/**
 * A day in Vietnam: the one place that knows Vietnam's calendar day (UTC+7 all year; Vietnam has
 * no daylight saving, so a fixed offset is exact and nothing depends on the machine's time
 * zone). Periods the marketplace keeps by day (a banner, a pause, a dashboard's range) run on
 * [first day's start, the start of the day after the last); a period's end date is inclusive
 * of its day wherever it is shown or picked: `vietnamDayLast` and `vietnamDayAfter` convert.
 */

/** Vietnam's offset from UTC. */
export const VIETNAM_UTC_OFFSET_MS = 7 * HOUR_MS;

/** The offset as SQL writes it after a local time ('2026-12-31 00:00:00+07' is a timestamptz, ISO 8601's sign). */
export const VIETNAM_UTC_OFFSET_SQL = '+07';

/** The offset as an SQL interval: a UTC timestamp plus this is Vietnam's wall clock. */
export const VIETNAM_UTC_OFFSET_INTERVAL_SQL = '7 hours';

/**
 * The instant (epoch ms) at which the Vietnamese calendar day holding `ms` began: the "today"
 * date rules compare with (a banner's end "today or later"). NaN for a non-finite instant.
 */
export function vietnamDayStart(ms: number): number {
  if (!Number.isFinite(ms)) return Number.NaN;
  return Math.floor((ms + VIETNAM_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_UTC_OFFSET_MS;
}

/** The exclusive end of a period whose last day is the Vietnam day holding `ms`: the next day's start. */
export const vietnamDayAfter = (ms: number): number => vietnamDayStart(ms) + DAY_MS;

/**
 * The last Vietnam day (as its start) a period ending at `endExclusive` covers: the day of the
 * instant just before its end. A period kept as ending at 01/01/2027 00:00 last covers 31/12/2026.
 */
export const vietnamDayLast = (endExclusive: number): number => vietnamDayStart(endExclusive - 1);

/** Counts whole Vietnam days since 1970-01-01 (a day's number: equal for two instants of one day). */
export const vietnamDayNumber = (ms: number): number => Math.floor((ms + VIETNAM_UTC_OFFSET_MS) / DAY_MS);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Vietnam day holding `ms` as 'YYYY-MM-DD' (a date input's value, an API's day); '' for an
 * instant that is not finite or falls outside years 0000-9999.
 */
export function vietnamDayIso(ms: number): string {
  if (!Number.isFinite(ms)) return '';
  const local = new Date(vietnamDayStart(ms) + VIETNAM_UTC_OFFSET_MS);
  const text = Number.isNaN(local.getTime()) ? '' : local.toISOString();
  return ISO_DAY.test(text.slice(0, 10)) && text.length === 24 ? text.slice(0, 10) : '';
}

/** The instant a 'YYYY-MM-DD' day (spaces around it ignored) begins in Vietnam; null when the text is not such a day (2026-02-30). */
export function vietnamDayIsoStart(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!ISO_DAY.test(text)) return null;
  const utc = Date.parse(`${text}T00:00:00.000Z`);
  if (!Number.isFinite(utc) || new Date(utc).toISOString().slice(0, 10) !== text) return null;
  return utc - VIETNAM_UTC_OFFSET_MS;
}
