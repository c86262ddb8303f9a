import type { Locale } from '../locale/locale.js';
import { dateFormat } from './date.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './epoch-ms.js';

/**
 * A month is 30 days and a year 365 days: the spec only asks for the unit and the count, and
 * fixed lengths keep the answer independent of the calendar and the time zone.
 */
const MONTH = 30 * DAY_MS;
const YEAR = 365 * DAY_MS;

/** Spec: the short form switches to DD/MM/YYYY for anything older than 7 days. */
export const RELATIVE_TIME_SHORT_MAX_MS = 7 * DAY_MS;

export type RelativeTimeUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

export interface RelativeTimeParts {
  readonly unit: RelativeTimeUnit;
  /** Whole units elapsed; 0 for 'seconds' (shown as "a few seconds"). */
  readonly count: number;
}

const UNITS: readonly { unit: RelativeTimeUnit; size: number }[] = [
  { unit: 'years', size: YEAR },
  { unit: 'months', size: MONTH },
  { unit: 'days', size: DAY_MS },
  { unit: 'hours', size: HOUR_MS },
  { unit: 'minutes', size: MINUTE_MS },
];

/**
 * How long ago `then` was, as the largest whole unit. A `then` in the future (clock skew
 * between server and device) reads as "a few seconds ago" rather than a negative age.
 */
export function relativeTimeParts(then: number, now: number): RelativeTimeParts {
  const elapsed = Math.max(0, now - then);
  for (const { unit, size } of UNITS) {
    if (elapsed >= size) return { unit, count: Math.floor(elapsed / size) };
  }
  return { unit: 'seconds', count: 0 };
}

const VI_UNITS: Record<Exclude<RelativeTimeUnit, 'seconds'>, string> = {
  minutes: 'phút',
  hours: 'giờ',
  days: 'ngày',
  months: 'tháng',
  years: 'năm',
};

const EN_UNITS: Record<Exclude<RelativeTimeUnit, 'seconds'>, readonly [one: string, many: string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  months: ['month', 'months'],
  years: ['year', 'years'],
};

function relativeTimeWords(parts: RelativeTimeParts, locale: Locale): string {
  if (parts.unit === 'seconds') return locale === 'kr' ? 'a few seconds ago' : 'vài giây trước';
  if (locale === 'kr') {
    const [one, many] = EN_UNITS[parts.unit];
    return `${parts.count} ${parts.count === 1 ? one : many} ago`;
  }
  return `${parts.count} ${VI_UNITS[parts.unit]} trước`;
}

export interface RelativeTimeOptions {
  /** Spec's short form: a date (DD/MM/YYYY) once `then` is older than 7 days. */
  readonly short?: boolean;
}

/**
 * 'vài giây trước', '5 phút trước', '2 năm trước' (vi) or 'a few seconds ago',
 * '1 minute ago', '3 days ago' (kr, English wording). Non-finite times give ''.
 */
export function relativeTime(then: number, now: number, locale: Locale, options: RelativeTimeOptions = {}): string {
  if (typeof then !== 'number' || typeof now !== 'number' || !Number.isFinite(then) || !Number.isFinite(now)) return '';
  if (options.short && now - then > RELATIVE_TIME_SHORT_MAX_MS) return dateFormat(then);
  return relativeTimeWords(relativeTimeParts(then, now), locale);
}
