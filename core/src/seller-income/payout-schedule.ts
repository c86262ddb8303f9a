import { DAY_MS } from '../format/epoch-ms.js';
import { VIETNAM_UTC_OFFSET_MS, vietnamDayStart } from '../format/vietnam-day.js';
import type { SettlementSchedule } from '../shop/shop-payment-settings.js';

/** Weekly settlement pays on Mondays (Vietnam days), as Shopee and TikTok Shop do. */
export const PAYOUT_WEEKLY_DAY = 1;
/** Monthly settlement pays on the 1st (Vietnam days). */
export const PAYOUT_MONTHLY_DATE = 1;

const localDate = (ms: number): Date => new Date(vietnamDayStart(ms) + VIETNAM_UTC_OFFSET_MS);

/** Whether `now` falls on a payout day of the schedule: every day for per_order, Mondays for weekly, the 1st for monthly. */
export function payoutDayIs(schedule: SettlementSchedule, now: number): boolean {
  if (schedule === 'per_order') return true;
  const day = localDate(now);
  return schedule === 'weekly' ? day.getUTCDay() === PAYOUT_WEEKLY_DAY : day.getUTCDate() === PAYOUT_MONTHLY_DATE;
}

/**
 * The start of the payout day the schedule names next after `now`'s day (per_order: the next
 * day's run; the lines of a per_order shop are paid as soon as the job sees them payable).
 */
export function payoutNextAt(schedule: SettlementSchedule, now: number): number {
  let day = vietnamDayStart(now) + DAY_MS;
  // At most 31 steps: the 1st of a month is always within them.
  for (let step = 0; step < 32 && !payoutDayIs(schedule, day); step += 1) day += DAY_MS;
  return day;
}

/** The key of the payout period holding `now` ('2026-12-07' for a day): one periodic payout per shop and period. */
export function payoutPeriodKey(schedule: SettlementSchedule, now: number): string {
  const day = localDate(now).toISOString().slice(0, 10);
  return schedule === 'monthly' ? day.slice(0, 7) : day;
}
