import { err, ok, type Result } from '../shared/result.js';

/** An edition's voting window, in epoch milliseconds: open from `startsMs` (included) to `endsMs` (excluded). */
export interface AwardsWindow {
  readonly startsMs: number;
  readonly endsMs: number;
}

export type AwardsErrorCode = 'AWARDS.CLOSED';

/**
 * Votes and check-ins are taken only while the edition is open: from its start to its end
 * (excluded), on the server's clock. Checking in outside the window would hand out votes
 * nobody can spend, so the same rule guards both calls.
 */
export const awardsVotingOpen = (span: AwardsWindow, nowMs: number): boolean => span.startsMs <= nowMs && nowMs < span.endsMs;

/** The rule as a result, for the server's refusals. */
export const awardsVotingCheck = (span: AwardsWindow, nowMs: number): Result<true, AwardsErrorCode> =>
  awardsVotingOpen(span, nowMs) ? ok(true) : err('AWARDS.CLOSED');

/**
 * Which edition the page shows (AWARDS_EDITION_SHOWN): the open one; else the one that ended
 * last (its results stay up until the next opens); else the next to open. The spec names one
 * annual event and is silent on the gaps between years.
 */
export function awardsEditionCurrent<T extends AwardsWindow>(editions: readonly T[], nowMs: number): T | null {
  const open = editions.filter((edition) => awardsVotingOpen(edition, nowMs));
  const latestStart = (list: readonly T[]) => list.reduce<T | null>((best, e) => (best === null || e.startsMs > best.startsMs ? e : best), null);
  if (open.length > 0) return latestStart(open);
  const ended = editions.filter((edition) => edition.endsMs <= nowMs);
  if (ended.length > 0) return ended.reduce((best, e) => (e.endsMs > best.endsMs ? e : best));
  return editions.reduce<T | null>((best, e) => (best === null || e.startsMs < best.startsMs ? e : best), null);
}

/** Named for the comment above: the page shows the open edition, else the last ended, else the next. */
export const AWARDS_EDITION_SHOWN = 'open, else last ended, else next' as const;

/**
 * Ranks of vote counts in their given order: 1 for the most, ties share a rank and the next
 * rank skips ("1, 2, 2, 4"), so a card's rank never depends on the order of equal counts.
 */
export function awardsRanks(votes: readonly number[]): number[] {
  return votes.map((count) => 1 + votes.filter((other) => other > count).length);
}

/** What the countdown shows: whole days, hours and minutes left until `endsMs` (all 0 once it passed). */
export interface AwardsTimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

const MINUTE = 60_000;

/** The countdown to the end of voting, rounded down to the minute so it never promises time that is not there. */
export function awardsTimeLeft(endsMs: number, nowMs: number): AwardsTimeLeft {
  const minutesLeft = Math.max(0, Math.floor((endsMs - nowMs) / MINUTE));
  return { days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60 };
}
