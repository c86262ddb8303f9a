import { VIETNAM_UTC_OFFSET_INTERVAL_SQL, type IncomePeriod, type PlatformIncome } from '@modavi/core';
import { sql, type Expression } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { vietnamDayEnd, vietnamDayStart } from '../db/time-sql.js';
import { partMoneyColumns, partPlatformShare } from './income-facts.js';

/** A timestamp's Vietnam day (YYYY-MM-DD). */
const dayOf = (time: Expression<Date | null>) => sql<string>`to_char((${time} AT TIME ZONE 'UTC') + interval ${sql.lit(VIETNAM_UTC_OFFSET_INTERVAL_SQL)}, 'YYYY-MM-DD')`;

/**
 * The platform's own money over a period (Vietnam days, both included): the fees its ledger
 * entries took (less what returns gave back), the vouchers and shipping it paid for the parts
 * delivered in the period (core's platform shares), the part of completed refunds it bore (what
 * the buyer got back less what the shop was charged: negative when its voucher came back to it),
 * the payouts paid in the period and what was still owed to shops at its end.
 */
export async function platformIncome(db: Db, period: IncomePeriod): Promise<PlatformIncome> {
  const typed = typedDb(db);
  const start = () => vietnamDayStart(period.from);
  const end = () => vietnamDayEnd(period.to);
  const fees = await typed
    .selectNoFrom((eb) => {
      const entries = (kind: 'fee_service' | 'fee_payment' | 'refund') =>
        eb
          .selectFrom('income_entries')
          .select(sql<number>`-coalesce(sum(amount), 0)::int`.as('s'))
          .where('kind', '=', kind)
          .where('created_at', '>=', start())
          .where('created_at', '<', end())
          .$asScalar();
      return [
        entries('fee_service').as('service'),
        entries('fee_payment').as('payment'),
        entries('refund').as('refund_charges'),
        eb
          .selectFrom('refunds as r')
          .select(sql<number>`coalesce(sum(r.amount), 0)::int`.as('s'))
          .where('r.status', '=', 'admin_completed')
          .where('r.updated_at', '>=', start())
          .where('r.updated_at', '<', end())
          .where((inner) =>
            inner.exists(inner.selectFrom('income_lines as l').select(sql.lit(1).as('one')).whereRef('l.order_id', '=', 'r.order_id').whereRef('l.shop_id', '=', 'r.shop_id')),
          )
          .$asScalar()
          .as('refunded'),
        eb
          .selectFrom('payouts')
          .select(sql<number>`coalesce(sum(amount), 0)::int`.as('s'))
          .where('status', '=', 'paid')
          .where('paid_at', '>=', start())
          .where('paid_at', '<', end())
          .$asScalar()
          .as('paid'),
        sql<number>`(${eb.selectFrom('income_entries').select(sql`coalesce(sum(amount), 0)`.as('s')).where('created_at', '<', end())}
          + ${eb
            .selectFrom('payouts')
            .select(sql`coalesce(sum(amount), 0)`.as('s'))
            .where('created_at', '<', end())
            .where(sql<boolean>`NOT coalesce(paid_at < ${end()}, false)`)
            .where(sql<boolean>`NOT coalesce(failed_at < ${end()}, false)`)})::int`.as('owed'),
      ];
    })
    .executeTakeFirst();
  const parts = await typed
    .selectFrom('income_lines as l')
    .innerJoin('order_shops as os', 'os.id', 'l.order_shop_id')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select(partMoneyColumns)
    .where('l.delivered_at', '>=', start())
    .where('l.delivered_at', '<', end())
    .execute();
  const shares = parts.map(partPlatformShare);
  const vouchers = shares.reduce((sum, share) => sum + share.goods, 0);
  const shipping = shares.reduce((sum, share) => sum + share.shipping, 0);
  const moves = typed
    .selectFrom('income_entries')
    .select((eb) => [dayOf(eb.ref('created_at')).as('day'), sql<number>`-amount`.as('fees'), sql<number>`0`.as('paid_out')])
    .where('kind', 'in', ['fee_service', 'fee_payment'])
    .where('created_at', '>=', start())
    .where('created_at', '<', end())
    .unionAll(
      typed
        .selectFrom('payouts')
        .select((eb) => [dayOf(eb.ref('paid_at')).as('day'), sql<number>`0`.as('fees'), 'amount as paid_out'])
        .where('status', '=', 'paid')
        .where('paid_at', '>=', start())
        .where('paid_at', '<', end()),
    )
    .as('moves');
  const days = await typed
    .selectFrom(moves)
    .select(['moves.day', sql<number>`sum(moves.fees)::int`.as('fees'), sql<number>`sum(moves.paid_out)::int`.as('paid_out')])
    .groupBy('moves.day')
    .orderBy('moves.day')
    .execute();
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
