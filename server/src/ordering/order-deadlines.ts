import { HOUR_MS, MINUTE_MS, REFUND_SELLER_REPLY_HOURS } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { SYSTEM_CANCEL_REASONS } from '../seed/reason-data.js';
import type { CommerceConfig } from './commerce-config.js';
import { orderStep } from './order-step.js';
import { refundStep } from './refund-steps.js';
import { msTime } from '../db/time-sql.js';

/** Minutes the platform waits after a carrier dead end (failed, returned, compensation) before closing the order. */
export const CARRIER_DEAD_END_MINUTES = 30;

/**
 * The platform's own steps when time runs out, each through core's machines with the system
 * role: an online order left unpaid past the payment timeout is cancelled (its stock comes
 * back); an order the carrier could not complete is cancelled; a refund request the seller
 * left unanswered past the reply deadline is approved for them (core's refund.replyOverdue
 * decides whether it is overdue). Each step is its own transaction. Answers how many moved.
 */
export async function orderDeadlines(db: Db, now: number, config: Pick<CommerceConfig, 'paymentTimeoutMinutes' | 'carrierSpeed'>): Promise<number> {
  let moved = 0;
  const typed = typedDb(db);
  const before = (ms: number) => msTime(ms);
  const unpaid = await typed
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_approval')
    .where('payment_method', '<>', 'CASH')
    .where('payment_status', '<>', 'paid')
    .where('created_at', '<=', before(now - config.paymentTimeoutMinutes * MINUTE_MS))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const order of unpaid) {
    const cancelled = await db.transaction((tx) =>
      orderStep(tx, order.id, { type: 'order.cancel', role: 'system', reason: SYSTEM_CANCEL_REASONS.paymentTimeout }, now),
    );
    if (cancelled.ok) moved += 1;
  }
  const stuck = await typed
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'shipping')
    .where('carrier_status', 'in', ['failed', 'returned', 'compensation'])
    .where('carrier_updated_at', '<=', before(now - (CARRIER_DEAD_END_MINUTES * MINUTE_MS) / config.carrierSpeed))
    .orderBy('carrier_updated_at')
    .orderBy('id')
    .execute();
  for (const order of stuck) {
    const cancelled = await db.transaction((tx) =>
      orderStep(tx, order.id, { type: 'order.cancel', role: 'system', reason: SYSTEM_CANCEL_REASONS.carrierReturned }, now),
    );
    if (cancelled.ok) moved += 1;
  }
  const waiting = await typed
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'requested')
    .where('created_at', '<', before(now - REFUND_SELLER_REPLY_HOURS * HOUR_MS))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const refund of waiting) {
    const approved = await db.transaction((tx) => refundStep(tx, refund.id, { type: 'refund.replyOverdue', role: 'system', at: now }, now));
    if (approved.ok) moved += 1;
  }
  return moved;
}
