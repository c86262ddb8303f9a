import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { VndSchema } from '../money/money.js';
import { ShopSummarySchema } from '../catalogue/shop.js';
import { PaymentMethodSchema } from '../ordering/payment-method.js';
import { OrderVoucherSchema } from '../ordering/order.js';
import { PayableTotalsSchema, ShopPayableTotalsSchema } from '../pricing/payable-totals.js';
import { ShippingOptionSchema, ShippingQuoteSchema } from './checkout-shipping.js';

/** A rule's "no" on the wire: its stable code and the numbers its message needs. */
export const RefusalSchema = z.object({
  code: z.string(),
  params: z.nullish(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** A problem that stops the order from being placed as it stands, at a field of the request. */
export const CheckoutIssueSchema = z.object({
  field: z.string(),
  code: z.string(),
  params: z.nullish(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type CheckoutIssue = z.infer<typeof CheckoutIssueSchema>;

/** A running promotion pricing a line, and the most units the buyer may still take at its price. */
export const CheckoutLinePromotionSchema = z.object({
  program_id: IdSchema,
  name: z.string(),
  max_quantity: CountSchema,
});

/** One line as the server prices it now. */
export const CheckoutPreviewItemSchema = z.object({
  cart_line_id: z.nullish(IdSchema),
  product_id: IdSchema,
  variant_id: z.nullish(IdSchema),
  name: z.string(),
  variant_name: z.nullish(z.string()),
  image: z.nullish(z.string()),
  quantity: z.number().check(z.int(), z.positive()),
  /** What one unit costs in this order (the promotion's price while one runs). */
  unit_price: VndSchema,
  /** The struck-through price, when there is one. */
  original_price: z.nullish(VndSchema),
  stock: CountSchema,
  promotion: z.nullish(CheckoutLinePromotionSchema),
});
export type CheckoutPreviewItem = z.infer<typeof CheckoutPreviewItemSchema>;

export const CheckoutPreviewShopSchema = z.object({
  shop: ShopSummarySchema,
  items: z.array(CheckoutPreviewItemSchema),
  shipping_option: ShippingOptionSchema,
  /** Every option for the given address (empty until there is an address). */
  shipping_quotes: z.array(ShippingQuoteSchema),
  /** What this shop accepts (its payment settings). */
  payment_methods: z.array(PaymentMethodSchema),
  totals: ShopPayableTotalsSchema,
});
export type CheckoutPreviewShop = z.infer<typeof CheckoutPreviewShopSchema>;

/** What became of a voucher code the buyer entered. */
export const CheckoutVoucherResultSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** The voucher as applied; absent when refused. */
  voucher: z.nullish(OrderVoucherSchema),
  refusal: z.nullish(RefusalSchema),
});
export type CheckoutVoucherResult = z.infer<typeof CheckoutVoucherResultSchema>;

/**
 * The server's pricing of a checkout draft (`POST api/v1/mobile/checkout/preview`): per shop
 * lines, shipping and totals, the vouchers applied or refused, the payment methods the whole
 * order can use, the order's totals (core's cartPayable), and every issue that would refuse
 * the order now, with the code placing it would answer.
 */
export const CheckoutPreviewSchema = z.object({
  shops: z.array(CheckoutPreviewShopSchema),
  vouchers: z.array(CheckoutVoucherResultSchema),
  payment_methods: z.array(PaymentMethodSchema),
  is_international: z.boolean(),
  totals: PayableTotalsSchema,
  issues: z.array(CheckoutIssueSchema),
});
export type CheckoutPreview = z.infer<typeof CheckoutPreviewSchema>;
