import * as z from 'zod/mini';
import { ShopShippingSettingsSchema, ShopReturnPolicySchema } from './shop-settings.js';
import { ShopPaymentSettingsSchema } from './shop-payment-settings.js';
import { ShopInfoSchema } from './shop-info.js';

/** A return reason the seller may tick (type refund of api/v1/public/reasons), in the request's language. */
export const ShopReasonChoiceSchema = z.object({ _id: z.string(), name: z.string() });
export type ShopReasonChoice = z.infer<typeof ShopReasonChoiceSchema>;

/** GET/PUT seller/settings/shipping: the settings (the defaults until saved) and the reasons to choose from. */
export const SellerShippingSettingsSchema = z.extend(ShopShippingSettingsSchema, {
  reason_choices: z.array(ShopReasonChoiceSchema),
  /** Whether the seller saved them (false: what checkout uses for a shop without settings). */
  saved: z.boolean(),
});
export type SellerShippingSettings = z.infer<typeof SellerShippingSettingsSchema>;

/** GET/PUT seller/settings/return-policy. */
export const SellerReturnPolicySchema = z.extend(ShopReturnPolicySchema, { saved: z.boolean() });
export type SellerReturnPolicy = z.infer<typeof SellerReturnPolicySchema>;

/**
 * GET/PUT seller/settings/payment: the bank account and schedule (empty texts until saved) and
 * the methods checkout applies to the shop now (PAYMENT_METHODS_DEFAULT until saved).
 */
export const SellerPaymentSettingsSchema = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  branch: z.string(),
  settlement: ShopPaymentSettingsSchema.shape.settlement,
  payment_methods: ShopPaymentSettingsSchema.shape.payment_methods,
  saved: z.boolean(),
});
export type SellerPaymentSettings = z.infer<typeof SellerPaymentSettingsSchema>;

/** GET/PUT seller/settings/shop-info. */
export const SellerShopInfoSchema = ShopInfoSchema;
export type SellerShopInfo = z.infer<typeof SellerShopInfoSchema>;
