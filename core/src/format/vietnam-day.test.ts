import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from './epoch-ms.js';
import { dateFormat, dateParse } from './date.js';
import { vietnamDayAfter, vietnamDayIso, vietnamDayIsoStart, vietnamDayLast, vietnamDayNumber, vietnamDayStart } from './vietnam-day.js';

// Instants of years 0000-9999 in Vietnam.
const instantArb = fc.integer({ min: -62_167_219_200_000 + 7 * 3_600_000, max: 253_402_300_799_999 - 7 * 3_600_000 });

describe('a day in Vietnam', () => {
  it('reads and writes a day as YYYY-MM-DD: the day holding an instant begins at the instant its text reads back', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const iso = vietnamDayIso(ms);
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(vietnamDayIsoStart(iso)).toBe(vietnamDayStart(ms));
        // The same day as the marketplace writes it (DD/MM/YYYY).
        const [year, month, day] = iso.split('-');
        expect(dateFormat(ms)).toBe(`${day}/${month}/${year}`);
        expect(dateParse(`${day}/${month}/${year}`)).toBe(vietnamDayStart(ms));
      }),
    );
  });

  it('keeps an end date inclusive: a period ending on a day is kept until the next day begins, and shows that day again', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const end = vietnamDayAfter(ms);
        expect(end - vietnamDayStart(ms)).toBe(DAY_MS);
        expect(vietnamDayLast(end)).toBe(vietnamDayStart(ms));
        expect(dateFormat(vietnamDayLast(end))).toBe(dateFormat(ms));
        // Any instant of the chosen day is inside the period, the next day's first instant is not.
        expect(vietnamDayNumber(end - 1)).toBe(vietnamDayNumber(ms));
        expect(vietnamDayNumber(end)).toBe(vietnamDayNumber(ms) + 1);
      }),
    );
    // Issue 25: 31/12/2026 is kept as 01/01/2027 00:00 in Vietnam, and read as 31/12/2026.
    const kept = vietnamDayAfter(dateParse('31/12/2026') ?? Number.NaN);
    expect(dateFormat(kept, { withTime: true })).toBe('01/01/2027 00:00:00');
    expect(dateFormat(vietnamDayLast(kept))).toBe('31/12/2026');
  });

  it('refuses what is not a day, and gives no day for an instant it cannot write', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-01', '31/12/2026', '', 20261231, null]) expect(vietnamDayIsoStart(text)).toBeNull();
    expect(vietnamDayIsoStart('2024-02-29')).toBe(dateParse('29/02/2024'));
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, 253_402_300_800_000, -62_167_219_200_001 - 7 * 3_600_000]) expect(vietnamDayIso(ms)).toBe('');
  });
});
