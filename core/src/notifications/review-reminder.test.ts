import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { REVIEW_REMIND_AFTER_DAYS, reviewRemindWindow } from './review-reminder.js';
import { notificationText } from './notification-text.js';

describe('review reminders (spec 4: remind feedback)', () => {
  it('are due from three days after delivery, within a month, and are worded in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const { from, to } = reviewRemindWindow(now);
        expect(now - to).toBe(REVIEW_REMIND_AFTER_DAYS * DAY_MS);
        expect(from).toBeLessThan(to);
      }),
    );
    expect(notificationText('order_remind_feedback', { code: 'MDV3' }, 'vi').content).toContain('MDV3');
    expect(notificationText('order_remind_feedback', { code: 'MDV3' }, 'kr').title).toBe('How was your order?');
  });
});
