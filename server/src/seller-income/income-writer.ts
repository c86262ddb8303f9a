import {
  feePlanAt,
  INCOME_COD_REMITTED_STATUSES,
  INCOME_RETURN_WINDOW_DEFAULT_DAYS,
  incomeSplit,
  type CarrierStatus,
  type IncomeSplit,
} from '@modavi/core';
import type { Db } from '../db/db.js';
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
  entry: { key: string; shopId: string; partId: string | null; payoutId: string | null; kind: string; amount: number },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO income_entries (key, shop_id, order_shop_id, payout_id, kind, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::float8 / 1000)) ON CONFLICT (key) DO NOTHING`,
    [entry.key, entry.shopId, entry.partId, entry.payoutId, entry.kind, entry.amount, now],
  );
}

/**
 * Brings a line's entries to what core's incomeSplit says the part earns now: for each kind, the
 * difference with the entries already written is appended under `<kind>:<part>:<cause>`. So the
 * delivery writes the income and the fees, a completed return its charge and the service fee it
 * gives back, and a retry of the same cause writes nothing. The part is locked first.
 */
export async function incomeLineSync(db: Db, partId: string, cause: string, now: number): Promise<void> {
  const row = await partMoneyRow(db, partId, true);
  const [line] = await db.query<{ service_fee_percent: string; payment_fee_percent: string }>(
    'SELECT service_fee_percent, payment_fee_percent FROM income_lines WHERE order_shop_id = $1',
    [partId],
  );
  if (!row || !line) return;
  const plan = { service_fee_percent: Number(line.service_fee_percent), payment_fee_percent: Number(line.payment_fee_percent) };
  const split = incomeSplit(partFacts(row, plan, await partRefunds(db, partId), await partCompensations(db, partId)));
  const written = await db.query<{ kind: LineKind; amount: number }>(
    'SELECT kind, coalesce(sum(amount), 0)::int AS amount FROM income_entries WHERE order_shop_id = $1 GROUP BY kind',
    [partId],
  );
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
  const parts = await db.query<{ id: string; shop_id: string; return_days: number | null; placed_ms: number; paid_ms: number | null; method: string }>(
    `SELECT os.id, os.shop_id,
       coalesce((SELECT max(p.return_period) FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_shop_id = os.id),
         (SELECT rp.return_period FROM shop_return_policies rp WHERE rp.shop_id = os.shop_id)) AS return_days,
       (extract(epoch FROM o.created_at) * 1000)::float8 AS placed_ms, o.payment_method AS method,
       (SELECT (extract(epoch FROM max(coalesce(pm.settled_at, pm.created_at))) * 1000)::float8 FROM payments pm WHERE pm.order_id = o.id AND pm.status IN ('paid', 'refunded')) AS paid_ms
     FROM order_shops os JOIN orders o ON o.id = os.order_id WHERE os.order_id = $1 AND os.cancelled_at IS NULL ORDER BY os.id`,
    [orderId],
  );
  for (const part of parts) {
    const plan = feePlanAt(await shopPlanFacts(db, part.shop_id, part.placed_ms), part.placed_ms);
    const received = part.method === 'CASH' ? null : (part.paid_ms ?? now);
    await db.query(
      `INSERT INTO income_lines (order_shop_id, shop_id, order_id, delivered_at, return_days, service_fee_percent, payment_fee_percent, money_received_at)
       VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), $5, $6, $7, to_timestamp($8::float8 / 1000)) ON CONFLICT (order_shop_id) DO NOTHING`,
      [part.id, part.shop_id, orderId, now, part.return_days ?? INCOME_RETURN_WINDOW_DEFAULT_DAYS, plan.service_fee_percent, plan.payment_fee_percent, received],
    );
    await incomeLineSync(db, part.id, 'delivered', now);
  }
}

/** The cash the carrier collected reached the platform: the order's lines have their money. */
async function incomeOnRemitted(db: Db, orderId: string, now: number): Promise<void> {
  await db.query(
    'UPDATE income_lines SET money_received_at = to_timestamp($2::float8 / 1000) WHERE order_id = $1 AND money_received_at IS NULL',
    [orderId, now],
  );
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
  const parts = await db.query<{ id: string }>(
    `SELECT DISTINCT l.order_shop_id AS id FROM refund_items ri JOIN order_items oi ON oi.id = ri.order_item_id
     JOIN income_lines l ON l.order_shop_id = oi.order_shop_id WHERE ri.refund_id = $1 ORDER BY 1`,
    [refundId],
  );
  for (const part of parts) {
    if (after === 'admin_completed') await incomeLineSync(db, part.id, `refund:${refundId}`, now);
    await db.query(
      `UPDATE income_lines l SET money_received_at = to_timestamp($2::float8 / 1000) FROM orders o
       WHERE l.order_shop_id = $1 AND o.id = l.order_id AND o.status = 'return_refund' AND l.money_received_at IS NULL`,
      [part.id, now],
    );
  }
}

/** Spec 9's authenticity refund on a delivered part, charged to its shop (200% for a fake, 100% for poor quality). Call inside a transaction. */
export async function incomeOnCompensation(
  db: Db,
  compensation: { id: string; partId: string; kind: 'fake' | 'quality'; goodsValue: number },
  now: number,
): Promise<boolean> {
  const [line] = await db.query<{ order_shop_id: string }>('SELECT order_shop_id FROM income_lines WHERE order_shop_id = $1 FOR UPDATE', [compensation.partId]);
  if (!line) return false;
  await db.query(
    `INSERT INTO income_compensations (id, order_shop_id, kind, goods_value, created_at) VALUES ($1, $2, $3, $4, to_timestamp($5::float8 / 1000))
     ON CONFLICT (id) DO NOTHING`,
    [compensation.id, compensation.partId, compensation.kind, compensation.goodsValue, now],
  );
  await incomeLineSync(db, compensation.partId, `compensation:${compensation.id}`, now);
  return true;
}
