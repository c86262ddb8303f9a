import {
  feePlanAt,
  INCOME_PAGE_SIZE,
  incomeReturnWindowEnd,
  incomeSplit,
  VIETNAM_UTC_OFFSET_SQL,
  vnd,
  type IncomeLine,
  type IncomeLinePage,
  type IncomeLineStatus,
  type IncomePeriod,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { PART_MONEY_COLUMNS, partCompensations, partFacts, partRefunds, shopPlanFacts, type PartMoneyRow } from './income-facts.js';
import { LINE_OWED_SQL, LINE_PAYOUT_SQL } from './income-sql.js';

/** A part with its line's state, as the list and the payout detail read it. */
interface LineStateRow extends PartMoneyRow {
  readonly status: IncomeLineStatus;
  readonly has_line: boolean;
  readonly delivered_ms: number | null;
  readonly payable_ms: number | null;
  readonly return_days: number | null;
  readonly service_fee_percent: string | null;
  readonly payment_fee_percent: string | null;
  readonly entries: number;
  readonly payout: string | null;
  readonly refund_open: boolean;
}

/**
 * The shop's parts past the payment wait, with their line's state: `void` when
 * cancelled before delivery, `paid` / `in_payout` when a payout took all it owes, `payable`
 * once the payable job marked it, `pending` otherwise (on its way, or within its return window).
 */
export const LINE_STATE_SQL = `
  SELECT * FROM (
    SELECT ${PART_MONEY_COLUMNS}, l.order_shop_id IS NOT NULL AS has_line,
      (extract(epoch FROM l.delivered_at) * 1000)::float8 AS delivered_ms, (extract(epoch FROM l.payable_at) * 1000)::float8 AS payable_ms,
      l.return_days, l.service_fee_percent, l.payment_fee_percent,
      (SELECT coalesce(sum(e.amount), 0)::int FROM income_entries e WHERE e.order_shop_id = os.id) AS entries,
      ${LINE_PAYOUT_SQL} AS payout,
      EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.shop_id = os.shop_id
              AND r.status NOT IN ('buyer_cancelled', 'admin_rejected', 'admin_completed')) AS refund_open,
      CASE
        WHEN l.order_shop_id IS NULL THEN CASE WHEN os.cancelled_at IS NOT NULL OR o.status = 'cancelled' THEN 'void' ELSE 'pending' END
        WHEN ${LINE_OWED_SQL} = 0 AND ${LINE_PAYOUT_SQL} LIKE '%:paid' THEN 'paid'
        WHEN ${LINE_OWED_SQL} = 0 AND ${LINE_PAYOUT_SQL} LIKE '%:processing' THEN 'in_payout'
        WHEN l.payable_at IS NOT NULL THEN 'payable'
        ELSE 'pending'
      END AS status
    FROM orders o JOIN order_shops os ON os.order_id = o.id LEFT JOIN income_lines l ON l.order_shop_id = os.id
    -- Delivered parts without a line were delivered before the ledger existed (the review seed's,
    -- orders of before migration 058): they earned nothing the ledger knows of and are left out.
    WHERE o.status <> 'pending_approval'
      AND (l.order_shop_id IS NOT NULL OR o.status IN ('pending_confirmation', 'pending_pickup', 'shipping', 'cancel_pending', 'cancelled'))
  ) parts`;

/** The period filter on the parts' placing ($n: from, $n+1: to, Vietnam days). */
const periodSql = (n: number): string =>
  `placed_ms >= extract(epoch FROM ($${n} || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz) * 1000
   AND placed_ms < extract(epoch FROM ($${n + 1} || ' 00:00:00${VIETNAM_UTC_OFFSET_SQL}')::timestamptz + interval '1 day') * 1000`;

/** One line for the API: core's split of the part (with the rates its line keeps, or the shop's plan on the order's date before delivery). */
async function incomeLineOf(db: Db, row: LineStateRow, now: number): Promise<IncomeLine> {
  const plan = row.service_fee_percent !== null && row.payment_fee_percent !== null
    ? { service_fee_percent: Number(row.service_fee_percent), payment_fee_percent: Number(row.payment_fee_percent) }
    : feePlanAt(await shopPlanFacts(db, row.shop_id, now), row.placed_ms);
  const voided = row.status === 'void';
  const split = incomeSplit(partFacts(row, plan, voided ? [] : await partRefunds(db, row.part_id), voided ? [] : await partCompensations(db, row.part_id)));
  const windowEnd = incomeReturnWindowEnd({ deliveredAt: row.delivered_ms, returnDays: row.return_days });
  return {
    _id: row.part_id,
    order_id: row.order_id,
    part_id: row.part_id,
    placed_at: Math.round(row.placed_ms),
    delivered_at: row.delivered_ms === null ? null : Math.round(row.delivered_ms),
    payable_at: row.payable_ms !== null ? Math.round(row.payable_ms) : row.refund_open || windowEnd === null ? null : Math.round(windowEnd),
    status: row.status,
    payment_method: row.payment_method,
    goods: vnd(split.goods),
    shop_discount: vnd(split.shopDiscount),
    shop_voucher: vnd(split.shopVoucher),
    platform_voucher: vnd(split.platformVoucher),
    shipping_charged: vnd(split.shippingCharged),
    shipping_platform: vnd(split.shippingPlatform),
    shop_shipping_voucher: vnd(split.shopShippingVoucher),
    buyer_paid: vnd(split.buyerPaid),
    fees: voided ? { service: vnd(0), payment: vnd(0) } : { service: vnd(split.fees.service), payment: vnd(split.fees.payment) },
    adjustments: split.adjustments.map((a) => ({ kind: a.kind, amount: a.amount, note: a.cause, at: Math.round(a.at) })),
    // Delivered: what the ledger holds for it (the balance's own figure); before: what it will earn.
    net: voided ? 0 : row.has_line ? row.entries : split.net,
    payout_id: row.payout?.split(':')[0] ?? null,
  };
}

/** A page of the shop's lines, newest first, optionally of one status and placed in a period. */
export async function incomeLinesPage(
  db: Db,
  shopId: string,
  query: { status: IncomeLineStatus | null; period: IncomePeriod | null; page: number },
  now: number,
): Promise<IncomeLinePage> {
  const params: unknown[] = [shopId, query.status];
  const period = query.period ? ` AND ${periodSql(3)}` : '';
  if (query.period) params.push(query.period.from, query.period.to);
  const where = `WHERE shop_id = $1 AND ($2::text IS NULL OR status = $2)${period}`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${LINE_STATE_SQL}) lines ${where}`, params);
  const rows = await db.query<LineStateRow>(
    `SELECT * FROM (${LINE_STATE_SQL}) lines ${where} ORDER BY placed_ms DESC, part_id DESC LIMIT ${INCOME_PAGE_SIZE} OFFSET ${(query.page - 1) * INCOME_PAGE_SIZE}`,
    params,
  );
  const items: IncomeLine[] = [];
  for (const row of rows) items.push(await incomeLineOf(db, row, now));
  return { items, page: query.page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0 };
}

/** The lines a payout took, as the payout's detail lists them. */
export async function payoutIncomeLines(db: Db, payoutId: string, now: number): Promise<IncomeLine[]> {
  const rows = await db.query<LineStateRow>(
    `SELECT * FROM (${LINE_STATE_SQL}) lines WHERE part_id IN (SELECT order_shop_id FROM payout_lines WHERE payout_id = $1) ORDER BY placed_ms, part_id`,
    [payoutId],
  );
  const items: IncomeLine[] = [];
  for (const row of rows) items.push(await incomeLineOf(db, row, now));
  return items;
}
