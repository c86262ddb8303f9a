import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateFormat, dateParse, vietnamDayStart, VIETNAM_UTC_OFFSET_MS } from './date.js';
import { DAY_MS } from './epoch-ms.js';

/** Instants from 0001-01-01 00:00:00 to 9999-12-31 23:59:59 Vietnam time. */
const instantArb = fc.integer({ min: -62_135_596_800_000 - VIETNAM_UTC_OFFSET_MS, max: 253_402_300_799_000 - VIETNAM_UTC_OFFSET_MS });

describe('dateParse', () => {
  it('reads a date as midnight in Vietnam (UTC+7)', () => {
    expect(dateParse('01/01/2024')).toBe(Date.UTC(2023, 11, 31, 17, 0, 0));
    expect(dateParse('17/08/1995')).toBe(Date.UTC(1995, 7, 16, 17));
  });

  it('reads an optional time, with or without seconds, and single-digit fields', () => {
    expect(dateParse('15/06/2024 14:30:45')).toBe(Date.UTC(2024, 5, 15, 7, 30, 45));
    expect(dateParse('15/06/2024 14:30')).toBe(Date.UTC(2024, 5, 15, 7, 30, 0));
    expect(dateParse('5/6/2024 7:05')).toBe(Date.UTC(2024, 5, 5, 0, 5, 0));
    expect(dateParse('  15/06/2024  ')).toBe(Date.UTC(2024, 5, 14, 17));
  });

  it('knows leap years', () => {
    expect(dateParse('29/02/2024')).toBe(Date.UTC(2024, 1, 28, 17));
    expect(dateParse('29/02/2000')).not.toBeNull();
    expect(dateParse('29/02/2023')).toBeNull();
    expect(dateParse('29/02/1900')).toBeNull();
  });

  it('reads years below 100 as written, not as 19xx', () => {
    expect(dateParse('01/01/0050')).toBe(new Date('0050-01-01T00:00:00+07:00').getTime());
  });

  it.each([
    '31/02/2024',
    '00/01/2024',
    '01/13/2024',
    '32/01/2024',
    '01/01/24',
    '2024-01-01',
    '01-01-2024',
    '01/01/2024 24:00',
    '01/01/2024 23:60',
    '01/01/2024 23:59:60',
    '01/01/2024T10:00',
    '',
    'hôm qua',
  ])('refuses %j', (text) => {
    expect(dateParse(text)).toBeNull();
  });

  it('never throws and answers a number or null for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = dateParse(input);
        expect(parsed === null || Number.isInteger(parsed)).toBe(true);
      }),
    );
  });
});

describe('dateFormat', () => {
  it('writes Vietnam time', () => {
    const instant = Date.UTC(2024, 11, 31, 17, 5, 9);
    expect(dateFormat(instant)).toBe('01/01/2025');
    expect(dateFormat(instant, { withTime: true })).toBe('01/01/2025 00:05:09');
    expect(dateFormat(Date.UTC(2024, 0, 1, 16, 59, 59, 999), { withTime: true })).toBe('01/01/2024 23:59:59');
  });

  it('writes before 1970 too', () => {
    expect(dateFormat(Date.UTC(1969, 11, 31, 16, 59, 59), { withTime: true })).toBe('31/12/1969 23:59:59');
  });

  it('gives an empty string for instants it cannot write', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e300, -1e300]) expect(dateFormat(value)).toBe('');
  });

  it('never throws and always has the DD/MM/YYYY[ HH:mm:ss] shape or is empty', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (input, withTime) => {
        const text = dateFormat(input as number, { withTime });
        expect(text).toMatch(withTime ? /^(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2})?$/ : /^(\d{2}\/\d{2}\/\d{4})?$/);
      }),
    );
  });

  it('agrees with the platform calendar over the whole range', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const shifted = new Date(ms + VIETNAM_UTC_OFFSET_MS);
        const expected = `${String(shifted.getUTCDate()).padStart(2, '0')}/${String(shifted.getUTCMonth() + 1).padStart(2, '0')}/${String(shifted.getUTCFullYear()).padStart(4, '0')}`;
        expect(dateFormat(ms)).toBe(expected);
      }),
    );
  });
});

describe('dateParse and dateFormat round-trip', () => {
  it('parse(format(t, withTime)) is t to the second', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        expect(dateParse(dateFormat(ms, { withTime: true }))).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });

  it('format(parse(text)) gives back any well-formed text', () => {
    fc.assert(
      fc.property(instantArb, fc.boolean(), (ms, withTime) => {
        const text = dateFormat(ms, { withTime });
        expect(dateFormat(dateParse(text) ?? Number.NaN, { withTime })).toBe(text);
      }),
    );
  });

  it('covers the first and last writable seconds', () => {
    expect(dateFormat(dateParse('01/01/0000 00:00:00') ?? Number.NaN, { withTime: true })).toBe('01/01/0000 00:00:00');
    expect(dateFormat(dateParse('31/12/9999 23:59:59') ?? Number.NaN, { withTime: true })).toBe('31/12/9999 23:59:59');
  });
});

describe('vietnamDayStart', () => {
  it('is midnight in Vietnam of the same date, at most a day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const start = vietnamDayStart(ms);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(DAY_MS);
        expect(dateFormat(start, { withTime: true })).toBe(`${dateFormat(ms)} 00:00:00`);
      }),
    );
  });
});
