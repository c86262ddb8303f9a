import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { relativeTime, relativeTimeParts, RELATIVE_TIME_SHORT_MAX_MS } from './relative-time.js';
import { dateFormat } from './date.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2024, 5, 15, 5, 0, 0);
const ago = (ms: number) => NOW - ms;

describe('relativeTime', () => {
  it.each([
    [0, 'vài giây trước', 'a few seconds ago'],
    [59 * SECOND, 'vài giây trước', 'a few seconds ago'],
    [MINUTE, '1 phút trước', '1 minute ago'],
    [5 * MINUTE + 59 * SECOND, '5 phút trước', '5 minutes ago'],
    [HOUR, '1 giờ trước', '1 hour ago'],
    [23 * HOUR, '23 giờ trước', '23 hours ago'],
    [DAY, '1 ngày trước', '1 day ago'],
    [29 * DAY, '29 ngày trước', '29 days ago'],
    [30 * DAY, '1 tháng trước', '1 month ago'],
    [364 * DAY, '12 tháng trước', '12 months ago'],
    [365 * DAY, '1 năm trước', '1 year ago'],
    [3 * 365 * DAY, '3 năm trước', '3 years ago'],
  ])('%i ms ago reads %j in vi and %j in kr', (elapsed, vi, kr) => {
    expect(relativeTime(ago(elapsed), NOW, 'vi')).toBe(vi);
    expect(relativeTime(ago(elapsed), NOW, 'kr')).toBe(kr);
  });

  it('reads a time in the future (clock skew) as a few seconds ago', () => {
    expect(relativeTime(NOW + HOUR, NOW, 'vi')).toBe('vài giây trước');
  });

  it('short form: relative up to 7 days, then the date in Vietnam time', () => {
    expect(relativeTime(ago(7 * DAY), NOW, 'vi', { short: true })).toBe('7 ngày trước');
    expect(relativeTime(ago(7 * DAY + 1), NOW, 'vi', { short: true })).toBe(dateFormat(ago(7 * DAY + 1)));
    expect(relativeTime(Date.UTC(2024, 0, 31, 18), NOW, 'kr', { short: true })).toBe('01/02/2024');
    expect(relativeTime(ago(8 * DAY), NOW, 'vi')).toBe('8 ngày trước');
  });

  it('short form shows a date exactly when older than 7 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 * DAY }), fc.constantFrom('vi' as const, 'kr' as const), (elapsed, locale) => {
        const text = relativeTime(ago(elapsed), NOW, locale, { short: true });
        expect(/^\d{2}\/\d{2}\/\d{4}$/.test(text)).toBe(elapsed > RELATIVE_TIME_SHORT_MAX_MS);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.boolean(), (then, now, locale, short) => {
        expect(typeof relativeTime(then as number, now as number, locale as 'vi', { short })).toBe('string');
      }),
    );
  });

  it('gives an empty string for non-finite times', () => {
    expect(relativeTime(Number.NaN, NOW, 'vi')).toBe('');
    expect(relativeTime(NOW, Infinity, 'kr')).toBe('');
  });
});

describe('relativeTimeParts', () => {
  const ORDER = ['seconds', 'minutes', 'hours', 'days', 'months', 'years'];

  it('never goes to a smaller unit as time passes, and counts at least 1 of any unit but seconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100 * 365 * DAY }), fc.nat({ max: 400 * DAY }), (elapsed, more) => {
        const first = relativeTimeParts(ago(elapsed), NOW);
        const later = relativeTimeParts(ago(elapsed), NOW + more);
        expect(ORDER.indexOf(later.unit)).toBeGreaterThanOrEqual(ORDER.indexOf(first.unit));
        if (first.unit !== 'seconds') expect(first.count).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
