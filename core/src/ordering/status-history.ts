import * as z from 'zod/mini';
import { ORDER_EVENT_TIME_STATUS_ID } from './order-status.js';

/**
 * One line of an order's status history. `status_id` is any positive integer rather than one
 * of the known ids, so an order carrying a status this version does not know still parses.
 * `action_time` is epoch milliseconds.
 */
export const StatusHistoryEntrySchema = z.object({
  status_id: z.number().check(z.int(), z.positive()),
  action_time: z.number().check(z.nonnegative()),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

/**
 * When the order last entered `statusId`, or null if it never did. "The last one wins" is read
 * as the last entry of the list (the API appends in the order things happen), not the
 * largest `action_time`: a corrected entry appended later replaces an earlier one even if
 * its clock reading is smaller.
 */
export function orderStatusTime(history: readonly StatusHistoryEntry[], statusId: number): number | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (entry !== undefined && entry.status_id === statusId) return entry.action_time;
  }
  return null;
}

/** When the order was (last) delivered: the time status 5 marks. */
export const orderDeliveredAt = (history: readonly StatusHistoryEntry[]): number | null =>
  orderStatusTime(history, ORDER_EVENT_TIME_STATUS_ID);
