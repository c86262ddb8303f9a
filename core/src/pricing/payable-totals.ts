import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';
import type { CartPayable, ShopPayable } from './cart-payable.js';

/**
 * One shop's money as the API sends it (checkout preview, order): `cartShopPayable`'s result
 * in the API's snake_case. `payable` is before the platform's vouchers.
 */
export const ShopPayableTotalsSchema = z.object({
  subtotal: VndSchema,
  discount: VndSchema,
  voucher: VndSchema,
  shipping_fee: VndSchema,
  shipping_discount: VndSchema,
  cash_back: VndSchema,
  payable: VndSchema,
});
export type ShopPayableTotals = z.infer<typeof ShopPayableTotalsSchema>;

/** The whole order's money as the API sends it: `cartPayable`'s result in snake_case. */
export const PayableTotalsSchema = z.object({
  subtotal: VndSchema,
  discount: VndSchema,
  shop_vouchers: VndSchema,
  platform_vouchers: VndSchema,
  shipping_fee: VndSchema,
  shipping_discount: VndSchema,
  cash_back: VndSchema,
  payable: VndSchema,
});
export type PayableTotals = z.infer<typeof PayableTotalsSchema>;

/** A shop's totals for the wire, from `cartShopPayable`. */
export const shopPayableTotals = (shop: ShopPayable): ShopPayableTotals => ({
  subtotal: shop.subtotal,
  discount: shop.discount,
  voucher: shop.voucher,
  shipping_fee: shop.shippingFee,
  shipping_discount: shop.shippingDiscount,
  cash_back: shop.cashBack,
  payable: shop.payable,
});

/** The order's totals for the wire, from `cartPayable`: the server and the app print the same numbers. */
export const payableTotals = (payable: CartPayable): PayableTotals => ({
  subtotal: payable.subtotal,
  discount: payable.discount,
  shop_vouchers: payable.shopVouchers,
  platform_vouchers: payable.platformVouchers,
  shipping_fee: payable.shippingFee,
  shipping_discount: payable.shippingDiscount,
  cash_back: payable.cashBack,
  payable: payable.payable,
});
