import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from './epoch-ms.js';
import { VIETNAM_UTC_OFFSET_MS } from './vietnam-day.js';

// Where a Vietnam day begins and ends is vietnam-day.ts's; kept importable from here.
export { VIETNAM_UTC_OFFSET_MS, vietnamDayStart } from './vietnam-day.js';

/**
 * Dates as the marketplace writes them: day/month/year with an optional time, always in
 * Vietnam time. Calendar arithmetic is done by hand (days from the civil date) rather than
 * through Date.UTC, which reads years 0-99 as 1900-1999.
 */

// Every date the spec shows is Vietnam time (vietnam-day.ts's offset).

/** Years a four-digit field can show. */
const YEAR_MIN = 0;
const YEAR_MAX = 9999;

// Howard Hinnant's days_from_civil: days since 1970-01-01 in the proleptic Gregorian calendar.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// d/m/yyyy, optionally followed by h:mm or h:mm:ss; one- or two-digit day, month and hour.
const DATE_TEXT = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm[:ss]' as Vietnam time and returns epoch
 * milliseconds, or null when the text is not such a date or names a day that does not exist
 * (31/02/2024, 25:00). Never throws.
 */
export function dateParse(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, d, mo, y, h = '0', mi = '0', s = '0'] = match;
  const [day, month, year, hour, minute, second] = [d, mo, y, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const local = daysFromCivil(year, month, day) * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS + second * SECOND_MS;
  return local - VIETNAM_UTC_OFFSET_MS;
}

export interface DateFormatOptions {
  /** Adds ' HH:mm:ss' (24-hour clock). */
  readonly withTime?: boolean;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * 'DD/MM/YYYY' or 'DD/MM/YYYY HH:mm:ss' in Vietnam time; milliseconds are dropped.
 * An instant that is not a finite number, or falls outside years 0000-9999, gives ''.
 */
export function dateFormat(ms: number, options: DateFormatOptions = {}): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const local = Math.floor(ms / SECOND_MS) * SECOND_MS + VIETNAM_UTC_OFFSET_MS;
  const days = Math.floor(local / DAY_MS);
  const { year, month, day } = civilFromDays(days);
  if (year < YEAR_MIN || year > YEAR_MAX) return '';
  const date = `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
  if (!options.withTime) return date;
  const inDay = local - days * DAY_MS;
  const time = `${pad(Math.floor(inDay / HOUR_MS), 2)}:${pad(Math.floor((inDay % HOUR_MS) / MINUTE_MS), 2)}:${pad(Math.floor((inDay % MINUTE_MS) / SECOND_MS), 2)}`;
  return `${date} ${time}`;
}
