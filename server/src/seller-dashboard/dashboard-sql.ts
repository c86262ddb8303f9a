import { DASHBOARD_SALES_STATUSES, VIETNAM_UTC_OFFSET_INTERVAL_SQL, type DashboardPeriod } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { vietnamDayEnd, vietnamDayStart } from '../db/time-sql.js';

/** A part's status as the seller sees it: a part its seller cancelled reads as cancelled, as the order list shows it. */
const seenStatus = (eb: ExpressionBuilder<DB & { o: DB['orders']; os: DB['order_shops'] }, 'o' | 'os'>) =>
  sql<string>`CASE WHEN ${eb.ref('os.cancelled_by')} IS NOT NULL AND ${eb.ref('o.status')} <> 'cancelled' THEN 'cancelled' ELSE ${eb.ref('o.status')} END`;

/**
 * The shop's parts of orders placed in a period (Vietnam days, both included), each with the
 * status the seller sees and its Vietnamese day. Orders still awaiting their online payment are
 * not the seller's yet and are left out.
 */
export const periodParts = (db: Db, shopId: string, period: DashboardPeriod) =>
  typedDb(db)
    .selectFrom('orders as o')
    .innerJoin('order_shops as os', (join) => join.onRef('os.order_id', '=', 'o.id').on('os.shop_id', '=', shopId))
    .select((eb) => [
      'os.id as part_id',
      'o.id as order_id',
      'o.owner_id',
      'o.created_at',
      sql<string | null>`${eb.ref('o.address')}->>'name'`.as('buyer_name'),
      'os.subtotal',
      'os.discount',
      'os.voucher',
      'os.shipping_fee',
      'os.shop_total',
      sql<string>`to_char((${eb.ref('o.created_at')} AT TIME ZONE 'UTC') + interval ${sql.lit(VIETNAM_UTC_OFFSET_INTERVAL_SQL)}, 'YYYY-MM-DD')`.as('day'),
      seenStatus(eb).as('seen_status'),
      eb
        .exists(
          eb.selectFrom('refunds as r').select(sql.lit(1).as('one')).whereRef('r.order_id', '=', 'o.id').where('r.shop_id', '=', shopId).where('r.status', '<>', 'buyer_cancelled'),
        )
        .$castTo<boolean>()
        .as('refunded'),
    ])
    .where('o.status', '<>', 'pending_approval')
    .where('o.created_at', '>=', vietnamDayStart(period.from))
    .where('o.created_at', '<', vietnamDayEnd(period.to))
    .as('parts');

/** A part counted in the sales (core's DASHBOARD_SALES_STATUSES). */
const counted = (eb: ExpressionBuilder<{ parts: { seen_status: string } }, 'parts'>) =>
  sql<boolean>`${eb.ref('parts.seen_status')} = ANY(${[...DASHBOARD_SALES_STATUSES]}::text[])`;

/** The period's figures. */
export const periodTotals = (db: Db, shopId: string, period: DashboardPeriod) =>
  typedDb(db)
    .selectFrom(periodParts(db, shopId, period))
    .select((eb) => [
      sql<number>`count(*) FILTER (WHERE ${counted(eb)})::int`.as('orders'),
      sql<number>`coalesce(sum(${eb.ref('parts.shop_total')}) FILTER (WHERE ${counted(eb)}), 0)::float8`.as('sales'),
      sql<number>`count(DISTINCT ${eb.ref('parts.owner_id')}) FILTER (WHERE ${counted(eb)})::int`.as('buyers'),
      sql<number>`count(*)::int`.as('placed'),
      sql<number>`count(*) FILTER (WHERE ${eb.ref('parts.seen_status')} = 'cancelled')::int`.as('cancelled'),
      sql<number>`count(*) FILTER (WHERE ${eb.ref('parts.refunded')})::int`.as('refunded'),
    ])
    .executeTakeFirst();

/** The period's sales and orders by day (days without any are left out). */
export const periodDays = (db: Db, shopId: string, period: DashboardPeriod) =>
  typedDb(db)
    .selectFrom(periodParts(db, shopId, period))
    .select(['parts.day', sql<number>`coalesce(sum(parts.shop_total), 0)::float8`.as('sales'), sql<number>`count(*)::int`.as('orders')])
    .where(counted)
    .groupBy('parts.day')
    .execute();

/** Best sellers by their lines' sales, at most `limit`. */
export const periodTopProducts = (db: Db, shopId: string, period: DashboardPeriod, limit: number) =>
  typedDb(db)
    .selectFrom(periodParts(db, shopId, period))
    .innerJoin('order_items as i', 'i.order_shop_id', 'parts.part_id')
    .select([
      'i.product_id',
      sql<string>`(array_agg(i.name ORDER BY i.position))[1]`.as('name'),
      sql<string | null>`(array_agg(i.image ORDER BY i.position))[1]`.as('image'),
      sql<number>`sum(i.quantity)::int`.as('quantity'),
      sql<number>`sum(i.quantity * i.unit_price)::float8`.as('sales'),
    ])
    .where(counted)
    .groupBy('i.product_id')
    .orderBy('sales', 'desc')
    .orderBy('quantity', 'desc')
    .orderBy('i.product_id')
    .limit(limit)
    .execute();

/**
 * Who viewed one of the shop's products in the period, as either record says it: the analytics
 * event sent at the view, or the view inside a tracking session the server kept (spec 7; a
 * session may arrive minutes later, or carry views whose analytics call was lost). The same
 * viewer in both counts once. Accounts count one each; guests count by the place they came from
 * (the address's key; an older row without one is its own place), at most `perPlace` a place, so
 * fresh guest tokens cannot inflate the figure (DASHBOARD_GUEST_VISITORS_PER_PLACE).
 */
export const periodVisitors = (db: Db, shopId: string, period: DashboardPeriod, perPlace: number) =>
  typedDb(db)
    .with('views', (qb) =>
      qb
        .selectFrom('analytics_events as e')
        .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'e.object_id').on('p.shop_id', '=', shopId))
        .select((eb) => ['e.owner_id', 'e.owner_kind', eb.fn.coalesce('e.client_key', 'e.owner_id').as('place')])
        .where('e.name', '=', 'view_item')
        .where('e.occurred_at', '>=', vietnamDayStart(period.from))
        .where('e.occurred_at', '<', vietnamDayEnd(period.to))
        .union(
          qb
            .selectFrom('tracking_events as t')
            .innerJoin('products as p', (join) => join.onRef('p.id', '=', 't.object_id').on('p.shop_id', '=', shopId))
            .innerJoin('tracking_sessions as s', (join) => join.onRef('s.owner_id', '=', 't.owner_id').onRef('s.session_id', '=', 't.session_id'))
            .select((eb) => ['s.owner_id', 's.owner_kind', eb.fn.coalesce('s.client_key', 's.owner_id').as('place')])
            .where('t.type', '=', 'view_item')
            .where('t.occurred_at', '>=', vietnamDayStart(period.from))
            .where('t.occurred_at', '<', vietnamDayEnd(period.to)),
        ),
    )
    .with('guests', (qb) => qb.selectFrom('views').select(['place', sql<number>`count(DISTINCT owner_id)`.as('n')]).where('owner_kind', '<>', 'user').groupBy('place'))
    .selectNoFrom((eb) =>
      sql<number>`(${eb.selectFrom('views').select(sql`count(DISTINCT owner_id)`.as('n')).where('owner_kind', '=', 'user')}
        + ${eb.selectFrom('guests').select(sql`coalesce(sum(LEAST(n, ${perPlace}::int)), 0)`.as('n'))})::int`.as('visitors'),
    )
    .executeTakeFirst();

/**
 * What waits for the seller now, whatever the period: parts whose seller has not yet taken the
 * step their status asks for, the oldest one's time, and when the seller last handled an order.
 */
export const sellerWaiting = (db: Db, shopId: string) =>
  typedDb(db)
    .with('mine', (qb) =>
      qb
        .selectFrom('orders as o')
        .innerJoin('order_shops as os', (join) => join.onRef('os.order_id', '=', 'o.id').on('os.shop_id', '=', shopId))
        .select((eb) => ['o.created_at', 'os.confirmed_at', 'os.handed_over_at', 'os.cancelled_at', 'os.cancelled_by', seenStatus(eb).as('seen_status')]),
    )
    .with('waiting', (qb) =>
      qb
        .selectFrom('mine')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('seen_status', '=', 'pending_confirmation'), eb('confirmed_at', 'is', null)]),
            eb.and([eb('seen_status', '=', 'pending_pickup'), eb('handed_over_at', 'is', null)]),
            eb('seen_status', '=', 'cancel_pending'),
          ]),
        ),
    )
    .selectNoFrom((eb) => {
      const waitingIn = (status: string) => sql<number>`(${eb.selectFrom('waiting').select(sql`count(*)`.as('n')).where('seen_status', '=', status)})::int`;
      return [
        waitingIn('pending_confirmation').as('pending_confirmation'),
        waitingIn('pending_pickup').as('pending_pickup'),
        waitingIn('cancel_pending').as('cancel_pending'),
        sql<number | null>`(${eb.selectFrom('waiting').select(sql`extract(epoch FROM min(created_at)) * 1000`.as('ms'))})::float8`.as('oldest_waiting_ms'),
        sql<number | null>`(${eb
          .selectFrom('mine')
          .select(sql`extract(epoch FROM greatest(max(confirmed_at), max(handed_over_at), max(cancelled_at) FILTER (WHERE cancelled_by = 'seller'))) * 1000`.as('ms'))})::float8`.as(
          'last_handled_ms',
        ),
      ];
    })
    .executeTakeFirst();
