import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';

export const DISCOUNT_TYPES = ['percent', 'price'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** One price range of a tiered discount: a subtotal in [from, to] earns `value`; no `to` is open-ended. */
export const DiscountTierSchema = z.object({
  from: VndSchema,
  to: z.nullish(VndSchema),
  value: z.number(),
});
export type DiscountTier = z.infer<typeof DiscountTierSchema>;

/**
 * A shop discount (spec section 3). `value` is a percentage for `percent` and dong for
 * `price`; `max_discount_value` caps a percent discount (absent or 0: no cap); only an
 * `available` discount counts. Tiers in `discount_by_range_price` are read as
 * discountAmount documents.
 */
export const DiscountSchema = z.object({
  _id: z.nullish(IdSchema),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number(),
  max_discount_value: z.nullish(VndSchema),
  available: z.boolean(),
  discount_by_range_price: z._default(z.array(DiscountTierSchema), []),
});
export type Discount = z.infer<typeof DiscountSchema>;
