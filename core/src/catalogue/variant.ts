import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { PricePromotionSchema } from './price-promotion.js';

/** One chosen option of a classification (a colour, a size). */
export const OptionValueSchema = z.object({
  name: z.string(),
  image: z.nullish(z.string()),
});
export type OptionValue = z.infer<typeof OptionValueSchema>;

/** Spec: variant_name is the option names joined with ' | '. */
export const VARIANT_NAME_SEPARATOR = ' | ';

/** Builds the variant name from its option values, in classification order. */
export const variantName = (optionValues: readonly Pick<OptionValue, 'name'>[]): string =>
  optionValues.map((option) => option.name).join(VARIANT_NAME_SEPARATOR);

export const VariantSchema = z.object({
  _id: IdSchema,
  option_values: z.array(OptionValueSchema),
  variant_name: z.string(),
  sale_price: VndSchema,
  sale_price_original: z.nullish(VndSchema),
  quantity: CountSchema,
  images: z._default(z.array(z.string()), []),
  /** As on the product: the running program pricing this variant now, then `sale_price` is its price. */
  promotion: z.nullish(PricePromotionSchema),
});
export type Variant = z.infer<typeof VariantSchema>;
