import type { Db } from '../db/db.js';
import { incomeLineSync } from '../seller-income/income-writer.js';

export interface PayableLineInput {
  readonly shopId: string;
  readonly orderId: string;
  readonly partId: string;
  readonly goods: number;
  readonly shippingFee: number;
  /** The carrier's settlement state: the cash must have reached the platform for the line to be payable. */
  readonly carrierStatus: 'reconciled' | 'settled';
  readonly paymentFeePercent: number;
  /** Delivered (and payable) at this time. */
  readonly at: number;
}

/**
 * A delivered cash order of one shop part, its income line already payable, and its income
 * written as the delivery writes it (incomeLineSync): for the ledger's tests, which need many
 * lines without going through checkout.
 */
export async function payableLineInsert(db: Db, line: PayableLineInput): Promise<string> {
  await db.query(
    `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, carrier_status,
       is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back, total_order_payment, return_url)
     VALUES ($1, 'buyer', 'guest', $1, 'h', '{}'::jsonb, 'CASH', 'paid', 'delivered', $4, false, $2::int, 0, 0, 0, $3::int, 0, 0, $2::int + $3::int, '/')`,
    [line.orderId, line.goods, line.shippingFee, line.carrierStatus],
  );
  await db.query(
    `INSERT INTO order_shops (id, order_id, shop_id, position, shipping_company, subtotal, discount, voucher, shipping_fee, shipping_discount, cash_back, shop_total)
     VALUES ($1, $2, $3, 0, 'GHN', $4::int, 0, 0, $5::int, 0, 0, $4::int + $5::int)`,
    [line.partId, line.orderId, line.shopId, line.goods, line.shippingFee],
  );
  await db.query(
    `INSERT INTO income_lines (order_shop_id, shop_id, order_id, delivered_at, return_days, service_fee_percent, payment_fee_percent, money_received_at, payable_at)
     VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), 7, 3, $5, to_timestamp($4::float8 / 1000), to_timestamp($4::float8 / 1000))`,
    [line.partId, line.shopId, line.orderId, line.at, line.paymentFeePercent],
  );
  await db.transaction((tx) => incomeLineSync(tx, line.partId, 'delivered', line.at));
  return line.partId;
}
