import { reviewRemindWindow } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationAdd } from './notification-store.js';
import { msTime } from '../db/time-sql.js';

/** Reminders one run sends at most; the next run takes the rest. */
const REMIND_BATCH = 200;

/**
 * Spec 4's "remind feedback": each account's order delivered in core's window (three days to a
 * month ago, by the carrier's delivery) with none of its products reviewed is reminded once
 * (an earlier reminder of the order is the mark). Answers how many were reminded.
 */
export async function reviewRemindersSend(db: Db, now: number): Promise<number> {
  const { from, to } = reviewRemindWindow(now);
  const due = await typedDb(db)
    .selectFrom('orders as o')
    .select((eb) => [
      'o.id',
      'o.owner_id',
      eb.selectFrom('order_items as i').select('i.image').whereRef('i.order_id', '=', 'o.id').orderBy('i.position').limit(1).as('image'),
    ])
    .where('o.status', '=', 'delivered')
    .where('o.owner_kind', '=', 'user')
    .where((eb) => eb.between('o.carrier_updated_at', msTime(from), msTime(to)))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews as r').select(sql.lit(1).as('one')).whereRef('r.order_id', '=', 'o.id'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('notifications as n').select(sql.lit(1).as('one')).whereRef('n.order_id', '=', 'o.id').where('n.type', '=', 'order_remind_feedback'),
        ),
      ),
    )
    .orderBy('o.carrier_updated_at')
    .limit(REMIND_BATCH)
    .execute();
  for (const order of due) {
    await notificationAdd(db, { userId: order.owner_id, type: 'order_remind_feedback', data: { code: order.id }, orderId: order.id, image: order.image });
  }
  return due.length;
}
