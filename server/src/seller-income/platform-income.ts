import { VIETNAM_UTC_OFFSET_INTERVAL_SQL, VIETNAM_UTC_OFFSET_SQL, type IncomePeriod, type PlatformIncome } from '@modavi/core';
import type { Db } from '../db/db.js';
import { PART_MONEY_COLUMNS, partPlatformShare, type PartMoneyRow } from './income-facts.js';

const START = `($1 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz`;
const END = `(($2 || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day')`;
const dayOf = (column: string): string => `to_char((${column} AT TIME ZONE 'UTC') + interval '${VIETNAM_UTC_OFFSET_INTERVAL_SQL}', 'YYYY-MM-DD')`;

/**
 * The platform's own money over a period (Vietnam days, both included): the fees its ledger
 * entries took (less what returns gave back), the vouchers and shipping it paid for the parts
 * delivered in the period (core's platform shares), the part of completed refunds it bore (what
 * the buyer got back less what the shop was charged: negative when its voucher came back to it),
 * the payouts paid in the period and what was still owed to shops at its end.
 */
export async function platformIncome(db: Db, period: IncomePeriod): Promise<PlatformIncome> {
  const params = [period.from, period.to];
  const [fees] = await db.query<{ service: number; payment: number; refund_charges: number; refunded: number; paid: number; owed: number }>(
    `SELECT
       (SELECT -coalesce(sum(amount), 0)::int FROM income_entries WHERE kind = 'fee_service' AND created_at >= ${START} AND created_at < ${END}) AS service,
       (SELECT -coalesce(sum(amount), 0)::int FROM income_entries WHERE kind = 'fee_payment' AND created_at >= ${START} AND created_at < ${END}) AS payment,
       (SELECT -coalesce(sum(amount), 0)::int FROM income_entries WHERE kind = 'refund' AND created_at >= ${START} AND created_at < ${END}) AS refund_charges,
       (SELECT coalesce(sum(r.amount), 0)::int FROM refunds r WHERE r.status = 'admin_completed' AND r.updated_at >= ${START} AND r.updated_at < ${END}
          AND EXISTS (SELECT 1 FROM income_lines l WHERE l.order_id = r.order_id AND l.shop_id = r.shop_id)) AS refunded,
       (SELECT coalesce(sum(amount), 0)::int FROM payouts WHERE status = 'paid' AND paid_at >= ${START} AND paid_at < ${END}) AS paid,
       ((SELECT coalesce(sum(amount), 0) FROM income_entries WHERE created_at < ${END})
        + (SELECT coalesce(sum(amount), 0) FROM payouts WHERE created_at < ${END} AND NOT coalesce(paid_at < ${END}, false) AND NOT coalesce(failed_at < ${END}, false)))::int AS owed`,
    params,
  );
  const parts = await db.query<PartMoneyRow>(
    `SELECT ${PART_MONEY_COLUMNS} FROM income_lines l JOIN order_shops os ON os.id = l.order_shop_id JOIN orders o ON o.id = os.order_id
     WHERE l.delivered_at >= ${START} AND l.delivered_at < ${END}`,
    params,
  );
  const shares = parts.map(partPlatformShare);
  const vouchers = shares.reduce((sum, share) => sum + share.goods, 0);
  const shipping = shares.reduce((sum, share) => sum + share.shipping, 0);
  const days = await db.query<{ day: string; fees: number; paid_out: number }>(
    `SELECT day, sum(fees)::int AS fees, sum(paid_out)::int AS paid_out FROM (
       SELECT ${dayOf('created_at')} AS day, -amount AS fees, 0 AS paid_out FROM income_entries
        WHERE kind IN ('fee_service', 'fee_payment') AND created_at >= ${START} AND created_at < ${END}
       UNION ALL
       SELECT ${dayOf('paid_at')}, 0, amount FROM payouts WHERE status = 'paid' AND paid_at >= ${START} AND paid_at < ${END}
     ) moves GROUP BY day ORDER BY day`,
    params,
  );
  const f = fees ?? { service: 0, payment: 0, refund_charges: 0, refunded: 0, paid: 0, owed: 0 };
  const borne = f.refunded - f.refund_charges;
  return {
    period,
    service_fees: f.service,
    payment_fees: f.payment,
    vouchers_paid: vouchers,
    shipping_paid: shipping,
    refunds_borne: borne,
    net: f.service + f.payment - vouchers - shipping - borne,
    paid_to_shops: f.paid,
    owed_to_shops: f.owed,
    days,
  };
}
