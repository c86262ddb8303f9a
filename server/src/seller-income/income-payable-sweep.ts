import { incomePayableAt } from '@modavi/core';
import type { Db } from '../db/db.js';
import { sql } from 'kysely';
import { typedDb } from '../db/kysely.js';
import { epochMs, msTime } from '../db/time-sql.js';

/**
 * Marks the lines whose time has come payable (core's incomePayableAt: delivered, the return
 * window passed, no return open, the money received). Setting payable_at only where it is still
 * null, the sweep is safe to run in several processes at once. Answers how many became payable.
 */
export async function incomePayableSweep(db: Db, now: number): Promise<number> {
  const typed = typedDb(db);
  const rows = await typed
    .selectFrom('income_lines as l')
    .select((eb) => [
      'l.order_shop_id as id',
      epochMs(eb.ref('l.delivered_at')).as('delivered_ms'),
      'l.return_days',
      epochMs(eb.ref('l.money_received_at')).as('received_ms'),
      eb
        .exists(
          eb
            .selectFrom('refunds as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.order_id', '=', 'l.order_id')
            .whereRef('r.shop_id', '=', 'l.shop_id')
            .where('r.status', 'not in', ['buyer_cancelled', 'admin_rejected', 'admin_completed']),
        )
        .$castTo<boolean>()
        .as('refund_open'),
    ])
    .where('l.payable_at', 'is', null)
    .where('l.money_received_at', 'is not', null)
    .orderBy('l.delivered_at')
    .execute();
  let made = 0;
  for (const row of rows) {
    const at = incomePayableAt({ deliveredAt: row.delivered_ms, returnDays: row.return_days, refundOpen: row.refund_open, moneyReceivedAt: row.received_ms });
    if (at === null || at > now) continue;
    const updated = await typed
      .updateTable('income_lines')
      .set({ payable_at: msTime(at) })
      .where('order_shop_id', '=', row.id)
      .where('payable_at', 'is', null)
      .returning('order_shop_id as id')
      .execute();
    made += updated.length;
  }
  return made;
}
