import { reviewRemindWindow } from '@modavi/core';
import type { Db } from '../db/db.js';
import { notificationAdd } from './notification-store.js';

/** Reminders one run sends at most; the next run takes the rest. */
const REMIND_BATCH = 200;

/**
 * Spec 4's "remind feedback": each account's order delivered in core's window (three days to a
 * month ago, by the carrier's delivery) with none of its products reviewed is reminded once
 * (an earlier reminder of the order is the mark). Answers how many were reminded.
 */
export async function reviewRemindersSend(db: Db, now: number): Promise<number> {
  const { from, to } = reviewRemindWindow(now);
  const due = await db.query<{ id: string; owner_id: string; image: string | null }>(
    `SELECT o.id, o.owner_id, (SELECT i.image FROM order_items i WHERE i.order_id = o.id ORDER BY i.position LIMIT 1) AS image
       FROM orders o
      WHERE o.status = 'delivered' AND o.owner_kind = 'user'
        AND o.carrier_updated_at BETWEEN to_timestamp($1::float8 / 1000) AND to_timestamp($2::float8 / 1000)
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.order_id = o.id AND n.type = 'order_remind_feedback')
      ORDER BY o.carrier_updated_at LIMIT $3`,
    [from, to, REMIND_BATCH],
  );
  for (const order of due) {
    await notificationAdd(db, { userId: order.owner_id, type: 'order_remind_feedback', data: { code: order.id }, orderId: order.id, image: order.image });
  }
  return due.length;
}
