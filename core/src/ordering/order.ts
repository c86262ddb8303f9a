import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { ShopSummarySchema } from '../catalogue/shop.js';
import { PaymentMethodSchema } from './payment-method.js';
import { CancelledBySchema, CarrierStatusSchema, OrderStatusSchema } from './order-status.js';
import { StatusHistoryEntrySchema } from './status-history.js';
import { AddressSchema } from '../identity/address.js';
import { VOUCHER_KINDS } from '../promotions/voucher.js';
import { PayableTotalsSchema, ShopPayableTotalsSchema } from '../pricing/payable-totals.js';
import { PaymentStatusSchema } from './order-payment.js';
import { MoneyBackSchema } from '../payments/money-back.js';

/** What an order line remembers of the product at the time of purchase. */
export const OrderItemProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.nullish(z.string()),
  /** Option names joined with ' | ' (spec section 3); absent for products without variants. */
  variant_name: z.nullish(z.string()),
});
export type OrderItemProduct = z.infer<typeof OrderItemProductSchema>;

export const OrderItemSchema = z.object({
  _id: IdSchema,
  product: OrderItemProductSchema,
  quantity: z.number().check(z.int(), z.positive()),
  /** Unit price paid. */
  sale_price: VndSchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** A voucher the order used and what it took off (or pays back, for cash back). */
export const OrderVoucherSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  amount: VndSchema,
  /** The issuing shop; absent for the platform's vouchers. */
  shop_id: z.nullish(IdSchema),
});
export type OrderVoucher = z.infer<typeof OrderVoucherSchema>;

/** One shop's part of an order: its lines, how it ships and what the buyer told the seller. */
export const OrderShopSchema = z.object({
  shop: ShopSummarySchema,
  items: z.array(OrderItemSchema).check(z.minLength(1)),
  shipping_company: z.nullish(z.string()),
  /** The waybill code, known once the seller hands the parcel over. */
  tracking_code: z.nullish(z.string()),
  seller_note: z.nullish(z.string()),
  shop_total: VndSchema,
  /** How `shop_total` was reached (before the platform's vouchers). */
  totals: z.nullish(ShopPayableTotalsSchema),
  /** Set when this part alone was cancelled (its seller cancelled it, or agreed to the buyer's request) while the order goes on. */
  cancelled_by: z.nullish(CancelledBySchema),
  cancel_reason: z.nullish(z.string()),
});
export type OrderShop = z.infer<typeof OrderShopSchema>;

/**
 * An order (spec section 3). `status` moves as one for the whole order; `carrier_status` is
 * the carrier's sub-state while shipping and its settlement afterwards. Times are epoch ms.
 */
export const OrderSchema = z.object({
  _id: IdSchema,
  shops: z.array(OrderShopSchema).check(z.minLength(1)),
  total_order_payment: VndSchema,
  payment_method: PaymentMethodSchema,
  status: OrderStatusSchema,
  carrier_status: z.nullish(CarrierStatusSchema),
  status_history: z._default(z.array(StatusHistoryEntrySchema), []),
  cancel_reason: z.nullish(z.string()),
  cancelled_by: z.nullish(CancelledBySchema),
  is_international: z._default(z.boolean(), false),
  created_at: z.number().check(z.nonnegative()),
  payment_status: z.nullish(PaymentStatusSchema),
  /** Where the order goes, as it was when the order was placed. */
  address: z.nullish(AddressSchema),
  /** How `total_order_payment` was reached. */
  totals: z.nullish(PayableTotalsSchema),
  vouchers: z.nullish(z.array(OrderVoucherSchema)),
  /** The return/refund request of the order, once the buyer made one. */
  refund_id: z.nullish(IdSchema),
  /** Money given back on the order (a cancel, a return, a late payment) and where each refund stands at the gateway; absent when none. */
  money_back: z.nullish(z.array(MoneyBackSchema)),
});
export type Order = z.infer<typeof OrderSchema>;
export type OrderId = Order['_id'];
