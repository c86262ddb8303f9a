import { incomePayableAt } from '@modavi/core';
import type { Db } from '../db/db.js';

/**
 * Marks the lines whose time has come payable (core's incomePayableAt: delivered, the return
 * window passed, no return open, the money received). Setting payable_at only where it is still
 * null, the sweep is safe to run in several processes at once. Answers how many became payable.
 */
export async function incomePayableSweep(db: Db, now: number): Promise<number> {
  const rows = await db.query<{ id: string; delivered_ms: number; return_days: number; received_ms: number | null; refund_open: boolean }>(
    `SELECT l.order_shop_id AS id, (extract(epoch FROM l.delivered_at) * 1000)::float8 AS delivered_ms, l.return_days,
       (extract(epoch FROM l.money_received_at) * 1000)::float8 AS received_ms,
       EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = l.order_id AND r.shop_id = l.shop_id
               AND r.status NOT IN ('buyer_cancelled', 'admin_rejected', 'admin_completed')) AS refund_open
     FROM income_lines l WHERE l.payable_at IS NULL AND l.money_received_at IS NOT NULL ORDER BY l.delivered_at`,
  );
  let made = 0;
  for (const row of rows) {
    const at = incomePayableAt({ deliveredAt: row.delivered_ms, returnDays: row.return_days, refundOpen: row.refund_open, moneyReceivedAt: row.received_ms });
    if (at === null || at > now) continue;
    const updated = await db.query<{ id: string }>(
      'UPDATE income_lines SET payable_at = to_timestamp($2::float8 / 1000) WHERE order_shop_id = $1 AND payable_at IS NULL RETURNING order_shop_id AS id',
      [row.id, at],
    );
    made += updated.length;
  }
  return made;
}
