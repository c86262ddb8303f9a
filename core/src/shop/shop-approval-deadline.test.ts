import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHOP_APPROVAL_EXCLUDES_WEEKENDS, SHOP_APPROVAL_HOURS, shopApprovalDeadline, shopApprovalOverdue } from './shop-approval-deadline.js';

const VIETNAM_UTC_OFFSET_MS = 7 * 3_600_000;

const HOUR = 3_600_000;
/** Epoch ms of a Vietnam wall-clock time (UTC+7). */
const vn = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour, minute) - VIETNAM_UTC_OFFSET_MS;
/** Weekday (0 = Sunday) in Vietnam of an epoch ms. */
const vnWeekday = (time: number) => new Date(time + VIETNAM_UTC_OFFSET_MS).getUTCDay();

describe('shopApprovalDeadline', () => {
  it('answers within 48 hours and excludes weekends by default', () => {
    expect(SHOP_APPROVAL_HOURS).toBe(48);
    expect(SHOP_APPROVAL_EXCLUDES_WEEKENDS).toBe(true);
  });

  it.each([
    ['Monday 09:00 -> Wednesday 09:00', vn(2025, 6, 2, 9), vn(2025, 6, 4, 9)],
    ['Thursday 10:00 -> Monday 10:00', vn(2025, 6, 5, 10), vn(2025, 6, 9, 10)],
    ['Friday 20:00 -> Tuesday 20:00', vn(2025, 6, 6, 20), vn(2025, 6, 10, 20)],
    ['Saturday 10:00 -> Wednesday 00:00', vn(2025, 6, 7, 10), vn(2025, 6, 11, 0)],
    ['Sunday 23:59 -> Wednesday 00:00', vn(2025, 6, 8, 23, 59), vn(2025, 6, 11, 0)],
    ['Friday 00:00 -> Tuesday 00:00', vn(2025, 6, 6, 0), vn(2025, 6, 10, 0)],
    // 17:00 UTC on a Friday is already Saturday 00:00 in Vietnam: the weekend is Vietnam's.
    ['Friday 17:00 UTC (Saturday in Vietnam) -> Wednesday 00:00', Date.UTC(2025, 5, 6, 17), vn(2025, 6, 11, 0)],
  ])('%s', (_name, submittedAt, deadline) => expect(shopApprovalDeadline(submittedAt)).toBe(deadline));

  it('is a plain 48 hours when weekends count', () => {
    expect(shopApprovalDeadline(vn(2025, 6, 7, 10), false)).toBe(vn(2025, 6, 9, 10));
  });

  it('counts exactly 48 weekday hours, never ends on a weekend day, and never goes back in time', () => {
    fc.assert(
      fc.property(fc.integer({ min: vn(2000, 1, 1), max: vn(2100, 1, 1) }), (submittedAt) => {
        const deadline = shopApprovalDeadline(submittedAt);
        expect(deadline).toBeGreaterThanOrEqual(submittedAt + 48 * HOUR);
        expect(deadline).toBeLessThanOrEqual(submittedAt + 48 * HOUR + 4 * 24 * HOUR);
        // The last instant before the deadline is a weekday in Vietnam.
        expect([1, 2, 3, 4, 5]).toContain(vnWeekday(deadline - 1));
        let weekdayHours = 0;
        for (let hour = submittedAt; hour < deadline; hour += HOUR) {
          const day = vnWeekday(hour);
          if (day !== 0 && day !== 6) weekdayHours += Math.min(HOUR, deadline - hour);
        }
        // Hour-stepping can straddle midnight on the boundaries; allow one hour of slack each side.
        expect(Math.abs(weekdayHours - 48 * HOUR)).toBeLessThanOrEqual(HOUR);
      }),
    );
  });

  it('is monotonic: a later submission is never due earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 10 * 24 * HOUR }), (a, gap) => {
        expect(shopApprovalDeadline(a + gap)).toBeGreaterThanOrEqual(shopApprovalDeadline(a));
      }),
    );
  });

  it('answers NaN for a time no date can hold, without hanging', () => {
    for (const time of [Number.NaN, Infinity, -Infinity, 1e300, -1e300]) expect(shopApprovalDeadline(time)).toBeNaN();
    fc.assert(fc.property(fc.double(), (time) => void shopApprovalDeadline(time)));
  });
});

describe('shopApprovalOverdue', () => {
  it('is overdue only after the deadline', () => {
    const submittedAt = vn(2025, 6, 6, 20);
    expect(shopApprovalOverdue(submittedAt, vn(2025, 6, 10, 20))).toBe(false);
    expect(shopApprovalOverdue(submittedAt, vn(2025, 6, 10, 20) + 1)).toBe(true);
  });
});
