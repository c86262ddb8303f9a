import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../format/epoch-ms.js';
import { campaignStatus, type CampaignFlags, type CampaignStatus } from './campaign-status.js';

/** A countdown's parts: whole days, then hours, minutes and seconds of what is left. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** What a campaign's countdown shows: until it starts (upcoming), until it ends (running), or none. */
export interface CampaignCountdown {
  readonly status: CampaignStatus;
  /** The instant counted to: the start of an upcoming campaign, the end of a running one; null once over. */
  readonly target: number | null;
  readonly remaining: CountdownParts;
  /** True when the target is further than COUNTDOWN_MAX_DAYS away: show its date, not a clock. */
  readonly distant: boolean;
}

/**
 * Ours (the spec shows countdowns but no range): beyond this many days a ticking clock says
 * nothing useful ('26701 days 17:01:59'), so the page shows the date instead.
 */
export const COUNTDOWN_MAX_DAYS = 30;

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0 };

/** Milliseconds split into days, hours, minutes and seconds, rounded down; anything not above 0 is zero. */
export function countdownParts(ms: number): CountdownParts {
  if (!(ms > 0) || !Number.isFinite(ms)) return ZERO;
  const whole = Math.floor(ms / SECOND_MS) * SECOND_MS;
  return {
    days: Math.floor(whole / DAY_MS),
    hours: Math.floor((whole % DAY_MS) / HOUR_MS),
    minutes: Math.floor((whole % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((whole % MINUTE_MS) / SECOND_MS),
  };
}

/**
 * The countdown of a promotion (or voucher) at `now`: an upcoming one counts to its start, a
 * running one to its end, an ended one shows nothing. Dates only: the status is core's
 * campaignStatus, so the page and the server never disagree on which side of a bound `now` is.
 */
export function campaignCountdown(start: number, end: number, now: number, flags: CampaignFlags = {}): CampaignCountdown {
  const status = campaignStatus(start, end, now, flags);
  const target = status === 'upcoming' ? start : status === 'running' ? end : null;
  const remaining = target === null ? ZERO : countdownParts(target - now);
  return { status, target, remaining, distant: remaining.days > COUNTDOWN_MAX_DAYS };
}
