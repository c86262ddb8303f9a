import { vnd, type Order, type OrderRecord } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { paymentRefundsOf } from '../payments/payment-refunds-view.js';
import { shopJson } from '../catalogue/shop-json.js';
import { shopColumns } from '../catalogue/summary-select.js';
import { epochMs } from '../db/time-sql.js';

/** A query over orders as `o`. */
type OrderTables = DB & { o: DB['orders'] };

/** An order's own columns, times in epoch ms. */
export const orderColumns = (eb: ExpressionBuilder<OrderTables, 'o'>) =>
  [
    'o.id',
    'o.owner_id',
    'o.request_hash',
    'o.address',
    'o.payment_method',
    'o.payment_status',
    'o.status',
    'o.carrier_status',
    epochMs(eb.ref('o.carrier_updated_at')).as('carrier_updated_ms'),
    'o.status_history',
    'o.cancel_reason',
    'o.cancelled_by',
    'o.is_international',
    'o.subtotal',
    'o.discount',
    'o.shop_vouchers',
    'o.platform_vouchers',
    'o.shipping_fee',
    'o.shipping_discount',
    'o.cash_back',
    'o.total_order_payment',
    'o.return_url',
    epochMs(eb.ref('o.created_at')).as('created_ms'),
  ] as const;

const ordersSelect = (db: Db) => typedDb(db).selectFrom('orders as o').select(orderColumns);

/** An order's own row, times in epoch ms. */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersSelect>['executeTakeFirstOrThrow']>>;

/** What core's orderNext reads of a stored order. */
export const orderRecord = (row: OrderRow): OrderRecord => ({
  status: row.status,
  carrier_status: row.carrier_status,
  is_international: row.is_international,
  cancelled_by: row.cancelled_by,
  cancel_reason: row.cancel_reason,
});

/** An order's row; with `lock`, locked until the transaction ends (every lifecycle step takes it). */
export async function orderRow(db: Db, orderId: string, lock = false): Promise<OrderRow | null> {
  const row = await ordersSelect(db)
    .where('o.id', '=', orderId)
    .$call((qb) => (lock ? qb.forUpdate() : qb))
    .executeTakeFirst();
  return row ?? null;
}

/** Full orders (core's Order) for these rows, in the rows' order. */
export async function ordersJson(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const typed = typedDb(db);
  const anyId = sql<string>`ANY(${ids}::text[])`;
  const shops = await typed
    .selectFrom('order_shops as os')
    .innerJoin('shops as s', 's.id', 'os.shop_id')
    .select((eb) => [
      'os.id',
      'os.order_id',
      'os.shipping_company',
      'os.tracking_code',
      'os.seller_note',
      'os.subtotal',
      'os.discount',
      'os.voucher',
      'os.shipping_fee',
      'os.shipping_discount',
      'os.cash_back',
      'os.shop_total',
      'os.cancelled_by as part_cancelled_by',
      'os.cancel_reason as part_cancel_reason',
      ...shopColumns(eb),
    ])
    .where('os.order_id', '=', anyId)
    .orderBy('os.position')
    .execute();
  const items = await typed
    .selectFrom('order_items')
    .select(['id', 'order_shop_id', 'product_id', 'name', 'variant_name', 'image', 'quantity', 'unit_price'])
    .where('order_id', '=', anyId)
    .orderBy('position')
    .execute();
  const vouchers = await typed
    .selectFrom('voucher_usage as u')
    .innerJoin('vouchers as v', 'v.id', 'u.voucher_id')
    .select(['u.order_id', 'v.code', 'v.name', 'v.kind', 'u.amount', 'v.shop_id'])
    .where('u.order_id', '=', anyId)
    .orderBy('v.shop_id', (ob) => ob.asc().nullsLast())
    .orderBy('v.code')
    .execute();
  const refunds = await typed.selectFrom('refunds').select(['id', 'order_id']).where('order_id', '=', anyId).execute();
  const refundOf = new Map(refunds.map((refund) => [refund.order_id, refund.id]));
  const moneyBack = await paymentRefundsOf(db, ids);

  return rows.map(
    (row): Order => ({
      _id: row.id,
      shops: shops
        .filter((shop) => shop.order_id === row.id)
        .map((shop) => ({
          shop: shopJson(shop),
          items: items
            .filter((item) => item.order_shop_id === shop.id)
            .map((item) => ({
              _id: item.id,
              product: { _id: item.product_id, name: item.name, image: item.image, variant_name: item.variant_name },
              quantity: item.quantity,
              sale_price: vnd(item.unit_price),
            })),
          shipping_company: shop.shipping_company,
          tracking_code: shop.tracking_code,
          seller_note: shop.seller_note,
          shop_total: vnd(shop.shop_total),
          totals: {
            subtotal: vnd(shop.subtotal),
            discount: vnd(shop.discount),
            voucher: vnd(shop.voucher),
            shipping_fee: vnd(shop.shipping_fee),
            shipping_discount: vnd(shop.shipping_discount),
            cash_back: vnd(shop.cash_back),
            payable: vnd(shop.shop_total),
          },
          cancelled_by: shop.part_cancelled_by,
          cancel_reason: shop.part_cancel_reason,
        })),
      total_order_payment: vnd(row.total_order_payment),
      payment_method: row.payment_method,
      payment_status: row.payment_status,
      status: row.status,
      carrier_status: row.carrier_status,
      status_history: row.status_history,
      cancel_reason: row.cancel_reason,
      cancelled_by: row.cancelled_by,
      is_international: row.is_international,
      created_at: row.created_ms,
      address: row.address,
      totals: {
        subtotal: vnd(row.subtotal),
        discount: vnd(row.discount),
        shop_vouchers: vnd(row.shop_vouchers),
        platform_vouchers: vnd(row.platform_vouchers),
        shipping_fee: vnd(row.shipping_fee),
        shipping_discount: vnd(row.shipping_discount),
        cash_back: vnd(row.cash_back),
        payable: vnd(row.total_order_payment),
      },
      vouchers: vouchers
        .filter((voucher) => voucher.order_id === row.id)
        .map((voucher) => ({ code: voucher.code, name: voucher.name, kind: voucher.kind, amount: vnd(voucher.amount), shop_id: voucher.shop_id })),
      refund_id: refundOf.get(row.id) ?? null,
      ...(moneyBack.has(row.id) ? { money_back: moneyBack.get(row.id) } : {}),
    }),
  );
}

/** One full order, or null. */
export async function orderJson(db: Db, orderId: string): Promise<Order | null> {
  const row = await orderRow(db, orderId);
  if (!row) return null;
  const [order] = await ordersJson(db, [row]);
  return order ?? null;
}
