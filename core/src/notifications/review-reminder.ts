import { DAY_MS } from '../format/epoch-ms.js';

/**
 * Spec 4's "remind feedback" notice (spec silent on when): a buyer is reminded once, this many
 * days after their order was delivered, if they have reviewed none of its products. Three days
 * leaves time to try the goods on, as the marketplaces' reminders do.
 */
export const REVIEW_REMIND_AFTER_DAYS = 3;
/** Orders delivered longer ago than this are not reminded of (a reminder months late is noise). */
export const REVIEW_REMIND_WITHIN_DAYS = 30;

/** The window of delivery times whose orders are due a reminder at `now`: [from, to]. */
export function reviewRemindWindow(now: number): { readonly from: number; readonly to: number } {
  return { from: now - REVIEW_REMIND_WITHIN_DAYS * DAY_MS, to: now - REVIEW_REMIND_AFTER_DAYS * DAY_MS };
}
