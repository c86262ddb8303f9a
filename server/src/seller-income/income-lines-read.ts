import {
  feePlanAt,
  INCOME_PAGE_SIZE,
  incomeReturnWindowEnd,
  incomeSplit,
  vnd,
  type IncomeLine,
  type IncomeLinePage,
  type IncomeLineStatus,
  type IncomePeriod,
} from '@modavi/core';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { epochMs, vietnamDayEnd, vietnamDayStart } from '../db/time-sql.js';
import { partCompensations, partFacts, partMoneyColumns, partRefunds, shopPlanFacts } from './income-facts.js';
import { lineOwed, linePayout } from './income-sql.js';

/**
 * The shop's parts past the payment wait, with their line's state: `void` when
 * cancelled before delivery, `paid` / `in_payout` when a payout took all it owes, `payable`
 * once the payable job marked it, `pending` otherwise (on its way, or within its return window).
 */
export const lineStates = (db: Db) =>
  typedDb(db)
    .selectFrom('orders as o')
    .innerJoin('order_shops as os', 'os.order_id', 'o.id')
    .leftJoin('income_lines as l', 'l.order_shop_id', 'os.id')
    .select((eb) => {
      const owed = lineOwed(eb.ref('l.order_shop_id'));
      const payout = linePayout(eb.ref('l.order_shop_id'));
      return [
        ...partMoneyColumns(eb),
        sql<boolean>`${eb.ref('l.order_shop_id')} IS NOT NULL`.as('has_line'),
        epochMs(eb.ref('l.delivered_at')).as('delivered_ms'),
        epochMs(eb.ref('l.payable_at')).as('payable_ms'),
        'l.return_days',
        'l.service_fee_percent',
        'l.payment_fee_percent',
        eb.selectFrom('income_entries as e').select(sql<number>`coalesce(sum(e.amount), 0)::int`.as('s')).whereRef('e.order_shop_id', '=', 'os.id').$asScalar().as('entries'),
        payout.as('payout'),
        eb
          .exists(
            eb
              .selectFrom('refunds as r')
              .select(sql.lit(1).as('one'))
              .whereRef('r.order_id', '=', 'o.id')
              .whereRef('r.shop_id', '=', 'os.shop_id')
              .where('r.status', 'not in', ['buyer_cancelled', 'admin_rejected', 'admin_completed']),
          )
          .$castTo<boolean>()
          .as('refund_open'),
        sql<IncomeLineStatus>`CASE
          WHEN ${eb.ref('l.order_shop_id')} IS NULL THEN CASE WHEN ${eb.ref('os.cancelled_at')} IS NOT NULL OR ${eb.ref('o.status')} = 'cancelled' THEN 'void' ELSE 'pending' END
          WHEN ${owed} = 0 AND ${payout} LIKE '%:paid' THEN 'paid'
          WHEN ${owed} = 0 AND ${payout} LIKE '%:processing' THEN 'in_payout'
          WHEN ${eb.ref('l.payable_at')} IS NOT NULL THEN 'payable'
          ELSE 'pending'
        END`.as('status'),
      ];
    })
    .where('o.status', '<>', 'pending_approval')
    // Delivered parts without a line were delivered before the ledger existed (the review seed's,
    // orders of before migration 058): they earned nothing the ledger knows of and are left out.
    .where((eb) =>
      eb.or([eb('l.order_shop_id', 'is not', null), eb('o.status', 'in', ['pending_confirmation', 'pending_pickup', 'shipping', 'cancel_pending', 'cancelled'])]),
    )
    .as('lines');

const lineStatesAll = (db: Db) => typedDb(db).selectFrom(lineStates(db)).selectAll('lines');

/** A part with its line's state, as the list and the payout detail read it. */
type LineStateRow = InferResult<ReturnType<typeof lineStatesAll>>[number];

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
  const filtered = () => {
    let lines = typedDb(db).selectFrom(lineStates(db)).where('lines.shop_id', '=', shopId);
    if (query.status !== null) lines = lines.where('lines.status', '=', query.status);
    if (query.period) {
      lines = lines
        .where('lines.placed_ms', '>=', sql<number>`extract(epoch FROM ${vietnamDayStart(query.period.from)}) * 1000`)
        .where('lines.placed_ms', '<', sql<number>`extract(epoch FROM ${vietnamDayEnd(query.period.to)}) * 1000`);
    }
    return lines;
  };
  const count = await filtered().select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
  const rows = await filtered()
    .selectAll('lines')
    .orderBy('lines.placed_ms', 'desc')
    .orderBy('lines.part_id', 'desc')
    .limit(INCOME_PAGE_SIZE)
    .offset((query.page - 1) * INCOME_PAGE_SIZE)
    .execute();
  const items: IncomeLine[] = [];
  for (const row of rows) items.push(await incomeLineOf(db, row, now));
  return { items, page: query.page, limit: INCOME_PAGE_SIZE, total: count?.total ?? 0 };
}

/** The lines a payout took, as the payout's detail lists them. */
export async function payoutIncomeLines(db: Db, payoutId: string, now: number): Promise<IncomeLine[]> {
  const rows = await lineStatesAll(db)
    .where('lines.part_id', 'in', (eb) => eb.selectFrom('payout_lines').select('order_shop_id').where('payout_id', '=', payoutId))
    .orderBy('lines.placed_ms')
    .orderBy('lines.part_id')
    .execute();
  const items: IncomeLine[] = [];
  for (const row of rows) items.push(await incomeLineOf(db, row, now));
  return items;
}
