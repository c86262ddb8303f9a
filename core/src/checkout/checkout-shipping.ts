import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';

/**
 * How a shop's parcel travels: standard delivery or express (same-day/next-day). The order
 * keeps the chosen option in its shop's `shipping_company`. Spec section 8 names express
 * shipping ('not available with express shipping (free-ship code)').
 */
export const ShippingOptionSchema = z.enum(['standard', 'express']);
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;
export const SHIPPING_OPTIONS = ShippingOptionSchema.options;

/** What a shop ships with when the buyer chose nothing. */
export const SHIPPING_OPTION_DEFAULT: ShippingOption = 'standard';

/** One shipping option of a shop for the buyer's address: its fee, or why it cannot be used there. */
export const ShippingQuoteSchema = z.object({
  option: ShippingOptionSchema,
  fee: VndSchema,
  available: z.boolean(),
  /** Why the option cannot be used at this address (a CHECKOUT.* code); absent when available. */
  refusal_code: z.nullish(z.string()),
});
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;

/**
 * The option a shop's `shipping_company` names: empty means the default, an unknown name is
 * null (the caller refuses it rather than shipping some other way than the buyer chose).
 */
export function shippingOptionOf(value: unknown): ShippingOption | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return SHIPPING_OPTION_DEFAULT;
  const parsed = ShippingOptionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
