import { VIETNAM_UTC_OFFSET_MS } from '../format/vietnam-day.js';
import { DAY_MS, HOUR_MS } from '../format/epoch-ms.js';

/** Spec 4 and 9: the platform answers a shop registration within 48 hours. */
export const SHOP_APPROVAL_HOURS = 48;

/**
 * Whether Saturdays and Sundays stop the 48-hour clock (spec 4 gives this as one reading).
 * We exclude them: approval is done by people who work Monday to Friday, and a deadline that
 * falls on a Sunday would be a promise the team cannot keep. The later deadline is the honest one.
 */
export const SHOP_APPROVAL_EXCLUDES_WEEKENDS = true;

/** The span a JavaScript date can hold; beyond it day arithmetic loses whole milliseconds. */
const TIME_MAX_MS = 8.64e15;

/** 1970-01-01 was a Thursday: day 0 of the epoch is weekday 4 (Sunday = 0). */
const weekdayOf = (localDay: number): number => (((localDay + 4) % 7) + 7) % 7;

/**
 * When the answer to a registration submitted at `submittedAt` (epoch ms) is due: 48 hours
 * later, counting only Monday-Friday hours in Vietnam time (UTC+7) when weekends are excluded. A
 * registration sent on Saturday starts its clock on Monday 00:00; one sent on Friday 20:00 has
 * 4 hours that day and is due Tuesday 20:00. A time no date can hold (NaN, ±Infinity, beyond
 * ±8.64e15) gives NaN.
 */
export function shopApprovalDeadline(submittedAt: number, excludeWeekends: boolean = SHOP_APPROVAL_EXCLUDES_WEEKENDS): number {
  if (!Number.isFinite(submittedAt) || Math.abs(submittedAt) > TIME_MAX_MS) return Number.NaN;
  if (!excludeWeekends) return submittedAt + SHOP_APPROVAL_HOURS * HOUR_MS;
  let local = submittedAt + VIETNAM_UTC_OFFSET_MS;
  let remaining = SHOP_APPROVAL_HOURS * HOUR_MS;
  while (remaining > 0) {
    const day = Math.floor(local / DAY_MS);
    const weekday = weekdayOf(day);
    const dayEnd = (day + 1) * DAY_MS;
    if (weekday === 0 || weekday === 6) {
      local = dayEnd;
      continue;
    }
    const step = Math.min(remaining, dayEnd - local);
    local += step;
    remaining -= step;
  }
  return local - VIETNAM_UTC_OFFSET_MS;
}

/** Whether the answer is late at `now` (epoch ms). */
export function shopApprovalOverdue(submittedAt: number, now: number): boolean {
  return now > shopApprovalDeadline(submittedAt);
}
