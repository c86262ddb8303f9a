import {
  platformShares,
  SETTLEMENT_SCHEDULE_DEFAULT,
  type IncomeCompensation,
  type IncomePartFacts,
  type IncomeRefund,
  type PaymentMethod,
  type SettlementSchedule,
} from '@modavi/core';
import type { Db } from '../db/db.js';

/** A shop part as the ledger reads it: the stored money, the order's platform vouchers and the parts they are shared over. */
export interface PartMoneyRow {
  readonly part_id: string;
  readonly order_id: string;
  readonly shop_id: string;
  readonly subtotal: number;
  readonly discount: number;
  readonly voucher: number;
  readonly shipping_fee: number;
  readonly shipping_discount: number;
  readonly platform_vouchers: number;
  readonly order_shipping_discount: number;
  readonly parts_shipping_discount: number;
  /** Every part's shop_total and id, by position: the weights of the platform's vouchers. */
  readonly part_totals: number[];
  readonly part_ids: string[];
  readonly payment_method: PaymentMethod;
  readonly placed_ms: number;
}

/** The columns of PartMoneyRow from `orders o JOIN order_shops os`. */
export const PART_MONEY_COLUMNS = `os.id AS part_id, o.id AS order_id, os.shop_id, os.subtotal, os.discount, os.voucher,
  os.shipping_fee, os.shipping_discount, o.platform_vouchers, o.shipping_discount AS order_shipping_discount,
  (SELECT coalesce(sum(p.shipping_discount), 0)::int FROM order_shops p WHERE p.order_id = o.id) AS parts_shipping_discount,
  (SELECT array_agg(p.shop_total ORDER BY p.position, p.id) FROM order_shops p WHERE p.order_id = o.id) AS part_totals,
  (SELECT array_agg(p.id ORDER BY p.position, p.id) FROM order_shops p WHERE p.order_id = o.id) AS part_ids,
  o.payment_method, (extract(epoch FROM o.created_at) * 1000)::float8 AS placed_ms`;

/**
 * The part's share of the order's platform vouchers, goods and shipping apart. Checkout stores
 * them on the order only (orders.platform_vouchers holds goods and shipping together;
 * orders.shipping_discount the shops' free-ship vouchers and the platform's together), so the
 * platform's shipping cut is the order's shipping discount less the parts' own and its goods cut
 * the rest; each is shared over the parts by their totals (core's platformShares), as a
 * cancelled part's refund shares what was paid (paymentRefundOnPartCancel).
 */
export function partPlatformShare(row: PartMoneyRow): { goods: number; shipping: number } {
  const shipping = Math.max(0, Math.min(row.platform_vouchers, row.order_shipping_discount - row.parts_shipping_discount));
  const goods = Math.max(0, row.platform_vouchers - shipping);
  const index = row.part_ids.indexOf(row.part_id);
  const weights = row.part_totals.map(Number);
  return { goods: platformShares(goods, weights)[index] ?? 0, shipping: platformShares(shipping, weights)[index] ?? 0 };
}

/** The completed returns of the part's goods: what the buyer got back and the goods' value at their line prices. */
export async function partRefunds(db: Db, partId: string): Promise<IncomeRefund[]> {
  const rows = await db.query<{ id: string; amount: number; goods_value: number; at: number }>(
    `SELECT r.id, r.amount, coalesce(sum(ri.quantity * oi.unit_price), 0)::float8 AS goods_value, (extract(epoch FROM r.updated_at) * 1000)::float8 AS at
     FROM refunds r JOIN refund_items ri ON ri.refund_id = r.id JOIN order_items oi ON oi.id = ri.order_item_id
     WHERE oi.order_shop_id = $1 AND r.status = 'admin_completed'
     GROUP BY r.id ORDER BY r.updated_at, r.id`,
    [partId],
  );
  return rows.map((row) => ({ id: row.id, amount: row.amount, goodsValue: Number(row.goods_value), at: row.at }));
}

export async function partCompensations(db: Db, partId: string): Promise<IncomeCompensation[]> {
  const rows = await db.query<{ id: string; kind: 'fake' | 'quality'; goods_value: number; at: number }>(
    `SELECT id, kind, goods_value, (extract(epoch FROM created_at) * 1000)::float8 AS at FROM income_compensations WHERE order_shop_id = $1 ORDER BY created_at, id`,
    [partId],
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, goodsValue: row.goods_value, at: row.at }));
}

/** Core's facts of a part, with the fee rates of its line (or the ones given, before the line exists). */
export function partFacts(
  row: PartMoneyRow,
  plan: IncomePartFacts['plan'],
  refunds: readonly IncomeRefund[],
  compensations: readonly IncomeCompensation[],
): IncomePartFacts {
  const platform = partPlatformShare(row);
  return {
    goods: row.subtotal,
    shopDiscount: row.discount,
    shopVoucher: row.voucher,
    shopShippingVoucher: row.shipping_discount,
    platformVoucher: platform.goods,
    shippingFee: row.shipping_fee,
    shippingPlatform: platform.shipping,
    plan,
    refunds,
    compensations,
  };
}

/** One part's money row; with `lock`, the part is locked until the transaction ends (every ledger write takes it). */
export async function partMoneyRow(db: Db, partId: string, lock = false): Promise<PartMoneyRow | null> {
  if (lock) await db.query('SELECT id FROM order_shops WHERE id = $1 FOR UPDATE', [partId]);
  const [row] = await db.query<PartMoneyRow>(`SELECT ${PART_MONEY_COLUMNS} FROM orders o JOIN order_shops os ON os.order_id = o.id WHERE os.id = $1`, [partId]);
  return row ?? null;
}

/** The fee plan facts of a shop: its approval (a seeded shop has none: its first order), its settlement. */
export async function shopPlanFacts(db: Db, shopId: string, fallback: number): Promise<{ approvedAt: number; settlement: SettlementSchedule }> {
  const [row] = await db.query<{ approved_ms: number | null; settlement: SettlementSchedule | null }>(
    `SELECT (extract(epoch FROM coalesce(
        (SELECT decided_at FROM shop_applications WHERE shop_id = $1 AND status = 'approved'),
        (SELECT min(o.created_at) FROM orders o JOIN order_shops os ON os.order_id = o.id WHERE os.shop_id = $1))) * 1000)::float8 AS approved_ms,
      (SELECT settlement FROM shop_payment_accounts WHERE shop_id = $1) AS settlement`,
    [shopId],
  );
  return { approvedAt: row?.approved_ms ?? fallback, settlement: row?.settlement ?? SETTLEMENT_SCHEDULE_DEFAULT };
}

