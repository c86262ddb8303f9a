import {
  vnd,
  type Address,
  type CancelledBy,
  type CarrierStatus,
  type Order,
  type OrderRecord,
  type OrderStatus,
  type OrderVoucher,
  type PaymentMethod,
  type PaymentStatus,
  type StatusHistoryEntry,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { paymentRefundsOf } from '../payments/payment-refunds-view.js';
import { SHOP_COLUMNS_SQL, shopJson, type ShopColumns } from '../catalogue/shop-json.js';

/** An order's own row, times in epoch ms. */
export interface OrderRow {
  readonly id: string;
  readonly owner_id: string;
  readonly request_hash: string;
  readonly address: Address;
  readonly payment_method: PaymentMethod;
  readonly payment_status: PaymentStatus;
  readonly status: OrderStatus;
  readonly carrier_status: CarrierStatus | null;
  readonly carrier_updated_ms: number | null;
  readonly status_history: StatusHistoryEntry[];
  readonly cancel_reason: string | null;
  readonly cancelled_by: CancelledBy | null;
  readonly is_international: boolean;
  readonly subtotal: number;
  readonly discount: number;
  readonly shop_vouchers: number;
  readonly platform_vouchers: number;
  readonly shipping_fee: number;
  readonly shipping_discount: number;
  readonly cash_back: number;
  readonly total_order_payment: number;
  readonly return_url: string;
  readonly created_ms: number;
}

export const ORDER_COLUMNS = `o.id, o.owner_id, o.request_hash, o.address, o.payment_method, o.payment_status, o.status, o.carrier_status,
  (extract(epoch FROM o.carrier_updated_at) * 1000)::float8 AS carrier_updated_ms, o.status_history, o.cancel_reason, o.cancelled_by,
  o.is_international, o.subtotal, o.discount, o.shop_vouchers, o.platform_vouchers, o.shipping_fee, o.shipping_discount, o.cash_back,
  o.total_order_payment, o.return_url, (extract(epoch FROM o.created_at) * 1000)::float8 AS created_ms`;

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
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [orderId]);
  return row ?? null;
}

interface ShopPartRow extends ShopColumns {
  readonly id: string;
  readonly order_id: string;
  readonly shipping_company: string;
  readonly tracking_code: string | null;
  readonly seller_note: string | null;
  readonly subtotal: number;
  readonly discount: number;
  readonly voucher: number;
  readonly shipping_fee: number;
  readonly shipping_discount: number;
  readonly cash_back: number;
  readonly shop_total: number;
  readonly part_cancelled_by: CancelledBy | null;
  readonly part_cancel_reason: string | null;
}

interface ItemRow {
  readonly id: string;
  readonly order_shop_id: string;
  readonly product_id: string;
  readonly name: string;
  readonly variant_name: string | null;
  readonly image: string | null;
  readonly quantity: number;
  readonly unit_price: number;
}

interface VoucherUseRow extends Omit<OrderVoucher, 'amount'> {
  readonly order_id: string;
  readonly amount: number;
}

/** Full orders (core's Order) for these rows, in the rows' order. */
export async function ordersJson(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const shops = await db.query<ShopPartRow>(
    `SELECT os.id, os.order_id, os.shipping_company, os.tracking_code, os.seller_note, os.subtotal, os.discount, os.voucher,
       os.shipping_fee, os.shipping_discount, os.cash_back, os.shop_total,
       os.cancelled_by AS part_cancelled_by, os.cancel_reason AS part_cancel_reason, ${SHOP_COLUMNS_SQL}
     FROM order_shops os JOIN shops s ON s.id = os.shop_id WHERE os.order_id = ANY($1::text[]) ORDER BY os.position`,
    [ids],
  );
  const items = await db.query<ItemRow>(
    `SELECT id, order_shop_id, product_id, name, variant_name, image, quantity, unit_price
     FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY position`,
    [ids],
  );
  const vouchers = await db.query<VoucherUseRow>(
    `SELECT u.order_id, v.code, v.name, v.kind, u.amount, v.shop_id
     FROM voucher_usage u JOIN vouchers v ON v.id = u.voucher_id WHERE u.order_id = ANY($1::text[])
     ORDER BY v.shop_id NULLS LAST, v.code`,
    [ids],
  );
  const refunds = await db.query<{ id: string; order_id: string }>('SELECT id, order_id FROM refunds WHERE order_id = ANY($1::text[])', [ids]);
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
