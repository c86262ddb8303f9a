import {
  platformShares,
  SETTLEMENT_SCHEDULE_DEFAULT,
  type IncomeCompensation,
  type IncomePartFacts,
  type IncomeRefund,
  type SettlementSchedule,
} from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs } from '../db/time-sql.js';

/** A query over orders as `o` joined to their shop parts as `os`. */
export type PartTables = DB & { o: DB['orders']; os: DB['order_shops'] };

/** A shop part as the ledger reads it: the stored money, the order's platform vouchers and the parts they are shared over. */
export const partMoneyColumns = (eb: ExpressionBuilder<PartTables, 'o' | 'os'>) => {
  const orderParts = () => eb.selectFrom('order_shops as p').whereRef('p.order_id', '=', 'o.id');
  return [
    'os.id as part_id',
    'o.id as order_id',
    'os.shop_id',
    'os.subtotal',
    'os.discount',
    'os.voucher',
    'os.shipping_fee',
    'os.shipping_discount',
    'o.platform_vouchers',
    'o.shipping_discount as order_shipping_discount',
    orderParts().select(sql<number>`coalesce(sum(p.shipping_discount), 0)::int`.as('s')).$asScalar().as('parts_shipping_discount'),
    /** Every part's shop_total and id, by position: the weights of the platform's vouchers. */
    orderParts().select(sql<number[]>`array_agg(p.shop_total ORDER BY p.position, p.id)`.as('a')).$asScalar().as('part_totals'),
    orderParts().select(sql<string[]>`array_agg(p.id ORDER BY p.position, p.id)`.as('a')).$asScalar().as('part_ids'),
    'o.payment_method',
    epochMs(eb.ref('o.created_at')).as('placed_ms'),
  ] as const;
};

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
  const rows = await typedDb(db)
    .selectFrom('refunds as r')
    .innerJoin('refund_items as ri', 'ri.refund_id', 'r.id')
    .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
    .select((eb) => ['r.id', 'r.amount', sql<number>`coalesce(sum(ri.quantity * oi.unit_price), 0)::float8`.as('goods_value'), epochMs(eb.ref('r.updated_at')).as('at')])
    .where('oi.order_shop_id', '=', partId)
    .where('r.status', '=', 'admin_completed')
    .groupBy('r.id')
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({ id: row.id, amount: row.amount, goodsValue: Number(row.goods_value), at: row.at }));
}

export async function partCompensations(db: Db, partId: string): Promise<IncomeCompensation[]> {
  const rows = await typedDb(db)
    .selectFrom('income_compensations')
    .select((eb) => ['id', 'kind', 'goods_value', epochMs(eb.ref('created_at')).as('at')])
    .where('order_shop_id', '=', partId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
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

export type PartMoneyRow = NonNullable<Awaited<ReturnType<typeof partMoneyRow>>>;

/** One part's money row; with `lock`, the part is locked until the transaction ends (every ledger write takes it). */
export async function partMoneyRow(db: Db, partId: string, lock = false) {
  const typed = typedDb(db);
  if (lock) await typed.selectFrom('order_shops').select('id').where('id', '=', partId).forUpdate().execute();
  const row = await typed.selectFrom('orders as o').innerJoin('order_shops as os', 'os.order_id', 'o.id').select(partMoneyColumns).where('os.id', '=', partId).executeTakeFirst();
  return row ?? null;
}

/** The fee plan facts of a shop: its approval (a seeded shop has none: its first order), its settlement. */
export async function shopPlanFacts(db: Db, shopId: string, fallback: number): Promise<{ approvedAt: number; settlement: SettlementSchedule }> {
  const row = await typedDb(db)
    .selectNoFrom((eb) => [
      epochMs(
        eb.fn.coalesce(
          eb.selectFrom('shop_applications').select('decided_at').where('shop_id', '=', shopId).where('status', '=', 'approved').$asScalar(),
          eb
            .selectFrom('orders as o')
            .innerJoin('order_shops as os', 'os.order_id', 'o.id')
            .select(sql<Date | null>`min(o.created_at)`.as('at'))
            .where('os.shop_id', '=', shopId)
            .$asScalar(),
        ),
      ).as('approved_ms'),
      eb.selectFrom('shop_payment_accounts').select('settlement').where('shop_id', '=', shopId).as('settlement'),
    ])
    .executeTakeFirst();
  return { approvedAt: row?.approved_ms ?? fallback, settlement: row?.settlement ?? SETTLEMENT_SCHEDULE_DEFAULT };
}

