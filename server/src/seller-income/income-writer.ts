import {
  feePlanAt,
  INCOME_COD_REMITTED_STATUSES,
  INCOME_RETURN_WINDOW_DEFAULT_DAYS,
  incomeSplit,
  type CarrierStatus,
  type IncomeSplit,
} from '@modavi/core';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';
import { partCompensations, partFacts, partMoneyRow, partRefunds, shopPlanFacts } from './income-facts.js';

/** The ledger's kinds a line's money is made of (payouts are the shop's, not a line's). */
type LineKind = 'income' | 'fee_service' | 'fee_payment' | 'refund' | 'compensation';

/** What the line's entries of each kind must add up to, from core's split. */
function lineTargets(split: IncomeSplit): Record<LineKind, number> {
  const adjusted = (kind: 'refund' | 'compensation'): number =>
    split.adjustments.filter((a) => (kind === 'refund' ? a.kind === 'refund' : a.kind !== 'refund')).reduce((sum, a) => sum + a.amount, 0);
  return { income: split.income, fee_service: -split.fees.service, fee_payment: -split.fees.payment, refund: adjusted('refund'), compensation: adjusted('compensation') };
}

/** Appends one entry; its key makes a retried event write nothing. */
export async function entryAppend(
  db: Db,
  entry: { key: string; shopId: string; partId: string | null; payoutId: string | null; kind: Selectable<DB['income_entries']>['kind']; amount: number },
  now: number,
): Promise<void> {
  await typedDb(db)
    .insertInto('income_entries')
    .values({ key: entry.key, shop_id: entry.shopId, order_shop_id: entry.partId, payout_id: entry.payoutId, kind: entry.kind, amount: entry.amount, created_at: msTime(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Brings a line's entries to what core's incomeSplit says the part earns now: for each kind, the
 * difference with the entries already written is appended under `<kind>:<part>:<cause>`. So the
 * delivery writes the income and the fees, a completed return its charge and the service fee it
 * gives back, and a retry of the same cause writes nothing. The part is locked first.
 */
export async function incomeLineSync(db: Db, partId: string, cause: string, now: number): Promise<void> {
  const row = await partMoneyRow(db, partId, true);
  const typed = typedDb(db);
  const line = await typed.selectFrom('income_lines').select(['service_fee_percent', 'payment_fee_percent']).where('order_shop_id', '=', partId).executeTakeFirst();
  if (!row || !line) return;
  const plan = { service_fee_percent: Number(line.service_fee_percent), payment_fee_percent: Number(line.payment_fee_percent) };
  const split = incomeSplit(partFacts(row, plan, await partRefunds(db, partId), await partCompensations(db, partId)));
  const written = await typed
    .selectFrom('income_entries')
    .select(['kind', sql<number>`coalesce(sum(amount), 0)::int`.as('amount')])
    .where('order_shop_id', '=', partId)
    .groupBy('kind')
    .execute();
  for (const [kind, target] of Object.entries(lineTargets(split)) as [LineKind, number][]) {
    const delta = target - (written.find((entry) => entry.kind === kind)?.amount ?? 0);
    if (delta !== 0) await entryAppend(db, { key: `${kind}:${partId}:${cause}`, shopId: row.shop_id, partId, payoutId: null, kind, amount: delta }, now);
  }
}

/**
 * The carrier delivered: each live part of the order gets its income line and its income and fee
 * entries. The line keeps the return window (the longest of its products', else the shop's return
 * policy's, else INCOME_RETURN_WINDOW_DEFAULT_DAYS), the fee plan in force on the order's date and,
 * paid online, the gateway's settlement as the money received.
 */
async function incomeOnDelivered(db: Db, orderId: string, now: number): Promise<void> {
  const typed = typedDb(db);
  const parts = await typed
    .selectFrom('order_shops as os')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select((eb) => [
      'os.id',
      'os.shop_id',
      eb.fn
        .coalesce(
          eb
            .selectFrom('order_items as i')
            .innerJoin('products as p', 'p.id', 'i.product_id')
            .select(sql<number | null>`max(p.return_period)`.as('days'))
            .whereRef('i.order_shop_id', '=', 'os.id')
            .$asScalar(),
          eb.selectFrom('shop_return_policies as rp').select('rp.return_period').whereRef('rp.shop_id', '=', 'os.shop_id').$asScalar(),
        )
        .as('return_days'),
      epochMs(eb.ref('o.created_at')).as('placed_ms'),
      'o.payment_method as method',
      eb
        .selectFrom('payments as pm')
        .select(sql<number | null>`(extract(epoch FROM max(coalesce(pm.settled_at, pm.created_at))) * 1000)::float8`.as('ms'))
        .whereRef('pm.order_id', '=', 'o.id')
        .where('pm.status', 'in', ['paid', 'refunded'])
        .$asScalar()
        .as('paid_ms'),
    ])
    .where('os.order_id', '=', orderId)
    .where('os.cancelled_at', 'is', null)
    .orderBy('os.id')
    .execute();
  for (const part of parts) {
    const plan = feePlanAt(await shopPlanFacts(db, part.shop_id, part.placed_ms), part.placed_ms);
    const received = part.method === 'CASH' ? null : (part.paid_ms ?? now);
    await typed
      .insertInto('income_lines')
      .values({
        order_shop_id: part.id,
        shop_id: part.shop_id,
        order_id: orderId,
        delivered_at: msTime(now),
        return_days: part.return_days ?? INCOME_RETURN_WINDOW_DEFAULT_DAYS,
        service_fee_percent: plan.service_fee_percent,
        payment_fee_percent: plan.payment_fee_percent,
        money_received_at: received === null ? null : msTime(received),
      })
      .onConflict((oc) => oc.column('order_shop_id').doNothing())
      .execute();
    await incomeLineSync(db, part.id, 'delivered', now);
  }
}

/** The cash the carrier collected reached the platform: the order's lines have their money. */
async function incomeOnRemitted(db: Db, orderId: string, now: number): Promise<void> {
  await typedDb(db).updateTable('income_lines').set({ money_received_at: msTime(now) }).where('order_id', '=', orderId).where('money_received_at', 'is', null).execute();
}

/**
 * What an order's step means to the shops' income, in the step's transaction: the carrier's
 * delivery writes each part's line, its remittance of the cash marks the money received.
 */
export async function incomeOnOrderStep(
  db: Db,
  before: { readonly carrier_status: CarrierStatus | null },
  after: { readonly id: string; readonly carrier_status: CarrierStatus | null },
  now: number,
): Promise<void> {
  if (after.carrier_status === before.carrier_status) return;
  if (after.carrier_status === 'delivered') await incomeOnDelivered(db, after.id, now);
  if (after.carrier_status !== null && INCOME_COD_REMITTED_STATUSES.includes(after.carrier_status)) await incomeOnRemitted(db, after.id, now);
}

const REFUND_FINAL = ['buyer_cancelled', 'admin_rejected', 'admin_completed'];

/**
 * A refund reached its end, in its step's transaction. Completed: the part's line is charged
 * the returned goods (core's incomeSplit) and given back that share of the service fee.
 * Either way, an order held in return_refund will never see the carrier's remittance: the cash
 * on delivery counts as received when its return is closed (the carrier settles it with the
 * return), so the line may become payable.
 */
export async function incomeOnRefundStep(db: Db, refundId: string, before: string, after: string, now: number): Promise<void> {
  if (before === after || !REFUND_FINAL.includes(after)) return;
  const typed = typedDb(db);
  const parts = await typed
    .selectFrom('refund_items as ri')
    .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .innerJoin('income_lines as l', 'l.order_shop_id', 'oi.order_shop_id')
    .select('l.order_shop_id as id')
    .distinct()
    .where('ri.refund_id', '=', refundId)
    .orderBy('id')
    .execute();
  for (const part of parts) {
    if (after === 'admin_completed') await incomeLineSync(db, part.id, `refund:${refundId}`, now);
    await typed
      .updateTable('income_lines as l')
      .from('orders as o')
      .set({ money_received_at: msTime(now) })
      .where('l.order_shop_id', '=', part.id)
      .whereRef('o.id', '=', 'l.order_id')
      .where('o.status', '=', 'return_refund')
      .where('l.money_received_at', 'is', null)
      .execute();
  }
}

/** Spec 9's authenticity refund on a delivered part, charged to its shop (200% for a fake, 100% for poor quality). Call inside a transaction. */
export async function incomeOnCompensation(
  db: Db,
  compensation: { id: string; partId: string; kind: 'fake' | 'quality'; goodsValue: number },
  now: number,
): Promise<boolean> {
  const typed = typedDb(db);
  const line = await typed.selectFrom('income_lines').select('order_shop_id').where('order_shop_id', '=', compensation.partId).forUpdate().executeTakeFirst();
  if (!line) return false;
  await typed
    .insertInto('income_compensations')
    .values({ id: compensation.id, order_shop_id: compensation.partId, kind: compensation.kind, goods_value: compensation.goodsValue, created_at: msTime(now) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await incomeLineSync(db, compensation.partId, `compensation:${compensation.id}`, now);
  return true;
}
