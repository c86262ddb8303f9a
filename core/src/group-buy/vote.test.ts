import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHECK_IN_UTC_OFFSET_MINUTES, VOTES_PER_CHECK_IN, checkIn, checkInDay, voteCast } from './vote.js';
import { GROUP_BUY_ERRORS } from './group-buy-errors.js';

const HOUR = 3_600_000;
/** 2025-03-01T00:00:00+07:00. */
const MIDNIGHT_HANOI = Date.UTC(2025, 1, 28, 17);

describe('voteCast', () => {
  it('spends votes and returns the balance left', () => {
    expect(voteCast(10, 3)).toEqual({ ok: true, value: 7 });
    expect(voteCast(10, 10)).toEqual({ ok: true, value: 0 });
  });

  it("answers the spec's out-of-votes code when the balance runs out", () => {
    expect(voteCast(0, 1)).toEqual({ ok: false, error: 'VOTE.OUT_OF_VOTES' });
    expect(voteCast(2, 3)).toEqual({ ok: false, error: 'VOTE.OUT_OF_VOTES' });
    expect(GROUP_BUY_ERRORS['VOTE.OUT_OF_VOTES']).toEqual({ vi: 'Bạn đã hết lượt bình chọn', kr: 'You are out of votes' });
  });

  it('refuses a count that is not a whole number of at least 1', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(voteCast(10, n)).toEqual({ ok: false, error: 'VOTE.INVALID_COUNT' });
  });

  it('never leaves a negative balance and conserves votes', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: -5, max: 1200 }), (balance, n) => {
        const result = voteCast(balance, n);
        if (result.ok) expect(result.value + n).toBe(balance);
        else expect(n < 1 || n > balance).toBe(true);
      }),
    );
  });
});

describe('checkIn', () => {
  it('gives 10 votes once per day', () => {
    expect(VOTES_PER_CHECK_IN).toBe(10);
    const today = checkInDay(MIDNIGHT_HANOI + 9 * HOUR);
    const first = checkIn(5, null, today);
    expect(first).toEqual({ ok: true, value: { balance: 15, lastCheckInDay: today } });
    expect(checkIn(15, today, today)).toEqual({ ok: false, error: 'CHECK_IN.ALREADY_DONE' });
    expect(checkIn(15, today, today + 1)).toEqual({ ok: true, value: { balance: 25, lastCheckInDay: today + 1 } });
  });

  it('refuses a day before the last check-in (a clock set back)', () => {
    expect(checkIn(0, 100, 99)).toEqual({ ok: false, error: 'CHECK_IN.ALREADY_DONE' });
  });

  it('adds exactly VOTES_PER_CHECK_IN, at most once per day, over any sequence of days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }), (days) => {
        let state = { balance: 0, lastCheckInDay: null as number | null };
        for (const day of days) {
          const result = checkIn(state.balance, state.lastCheckInDay, day);
          if (result.ok) state = result.value;
        }
        expect(state.balance % VOTES_PER_CHECK_IN).toBe(0);
        expect(state.balance / VOTES_PER_CHECK_IN).toBeLessThanOrEqual(new Set(days).size);
      }),
    );
  });
});

describe('checkInDay', () => {
  it('turns the day at midnight in Vietnam (UTC+7), not at midnight UTC', () => {
    expect(CHECK_IN_UTC_OFFSET_MINUTES).toBe(420);
    expect(checkInDay(MIDNIGHT_HANOI)).toBe(checkInDay(MIDNIGHT_HANOI - 1) + 1);
    expect(checkInDay(MIDNIGHT_HANOI + 23 * HOUR)).toBe(checkInDay(MIDNIGHT_HANOI));
  });
});
