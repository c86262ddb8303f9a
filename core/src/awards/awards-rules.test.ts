import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awardsEditionCurrent, awardsRanks, awardsTimeLeft, awardsVotingCheck, awardsVotingOpen } from './awards-rules.js';

const windowArb = fc.tuple(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e11 })).map(([startsMs, length]) => ({ startsMs, endsMs: startsMs + length }));

describe('awardsVotingOpen', () => {
  it('is open exactly from the start (included) to the end (excluded)', () => {
    fc.assert(
      fc.property(windowArb, fc.integer({ min: -1e11, max: 2e12 }), (window, nowMs) => {
        expect(awardsVotingOpen(window, nowMs)).toBe(nowMs >= window.startsMs && nowMs < window.endsMs);
        expect(awardsVotingCheck(window, nowMs).ok).toBe(awardsVotingOpen(window, nowMs));
      }),
    );
    expect(awardsVotingOpen({ startsMs: 10, endsMs: 20 }, 20)).toBe(false);
    expect(awardsVotingCheck({ startsMs: 10, endsMs: 20 }, 9)).toEqual({ ok: false, error: 'AWARDS.CLOSED' });
  });
});

describe('awardsEditionCurrent', () => {
  it('shows an open edition whenever one is open, else the last ended, else the next', () => {
    fc.assert(
      fc.property(fc.array(windowArb, { maxLength: 6 }), fc.integer({ min: 0, max: 2e12 }), (editions, nowMs) => {
        const shown = awardsEditionCurrent(editions, nowMs);
        if (editions.length === 0) {
          expect(shown).toBeNull();
          return;
        }
        const anyOpen = editions.some((edition) => awardsVotingOpen(edition, nowMs));
        const anyEnded = editions.some((edition) => edition.endsMs <= nowMs);
        expect(shown).not.toBeNull();
        if (anyOpen) expect(awardsVotingOpen(shown!, nowMs)).toBe(true);
        else if (anyEnded) expect(shown!.endsMs).toBe(Math.max(...editions.filter((e) => e.endsMs <= nowMs).map((e) => e.endsMs)));
        else expect(shown!.startsMs).toBe(Math.min(...editions.map((e) => e.startsMs)));
      }),
    );
  });
});

describe('awardsRanks', () => {
  it('ranks by votes: more votes never rank lower, ties share a rank, rank = 1 + how many have more', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 50 }), { maxLength: 12 }), (votes) => {
        const ranks = awardsRanks(votes);
        votes.forEach((a, i) =>
          votes.forEach((b, j) => {
            if (a > b) expect(ranks[i]!).toBeLessThan(ranks[j]!);
            if (a === b) expect(ranks[i]).toBe(ranks[j]);
          }),
        );
        if (votes.length > 0) expect(Math.min(...ranks)).toBe(1);
      }),
    );
    expect(awardsRanks([5, 9, 5, 1])).toEqual([2, 1, 2, 4]);
  });
});

describe('awardsTimeLeft', () => {
  it('adds back up to the whole minutes left, never more, and is zero once voting ended', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -1e10, max: 1e10 }), (nowMs, delta) => {
        const left = awardsTimeLeft(nowMs + delta, nowMs);
        const minutes = left.days * 1440 + left.hours * 60 + left.minutes;
        expect(minutes * 60_000).toBeLessThanOrEqual(Math.max(0, delta));
        expect(Math.max(0, delta) - minutes * 60_000).toBeLessThan(60_000);
        expect(left.hours).toBeLessThan(24);
        expect(left.minutes).toBeLessThan(60);
      }),
    );
    expect(awardsTimeLeft(0, 1)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
