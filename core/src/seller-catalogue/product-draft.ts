import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { VndSchema } from '../money/money.js';

/** Spec 5 and 9: a product name has 10-200 characters. */
export const PRODUCT_NAME_LENGTH = { min: 10, max: 200 } as const;
/** Spec 5 and 9: a description has 100-3000 characters. */
export const PRODUCT_DESCRIPTION_LENGTH = { min: 100, max: 3000 } as const;
/** Spec 5 and 9: weight in grams, 10 g to 1,000,000 g (1 tonne). */
export const PRODUCT_WEIGHT_GRAMS = { min: 10, max: 1_000_000 } as const;
/** Spec 5 and 9: preparation time in whole days. */
export const PRODUCT_PREPARATION_DAYS = { min: 5, max: 30 } as const;
/** Tooltip beside preparation time (spec 9): usual preparation 1-3 days, shipping 2-7 days on average. */
export const PRODUCT_PREPARATION_TOOLTIP_DAYS = { min: 1, max: 3 } as const;
export const PRODUCT_SHIPPING_AVERAGE_DAYS = { min: 2, max: 7 } as const;
/**
 * Return period in whole days, both ends included. The spec reads "1-15 days" twice (rules
 * and business constants) and "at least 1, less than 15" once; we take the inclusive reading
 * because it is the one stated as the constant, and a seller offering 15 days (a common
 * policy) should not be refused by a boundary nobody can see.
 */
export const PRODUCT_RETURN_PERIOD_DAYS = { min: 1, max: 15 } as const;
/** Spec 5: an option name has at least 3 characters. */
export const PRODUCT_OPTION_NAME_LENGTH_MIN = 3;
/** Spec 9: authenticity commitment refunds 200% of the price for fakes, 100% for poor quality. */
export const PRODUCT_AUTHENTICITY_REFUND_PERCENT = { fake: 200, poorQuality: 100 } as const;

/** The kinds of classification a seller may define (colour, size, or another). */
export const ClassificationTypeSchema = z.enum(['color', 'size', 'other']);
export type ClassificationType = z.infer<typeof ClassificationTypeSchema>;

const Price = VndSchema.check(z.nonnegative());
const Centimetres = z.number().check(z.positive());
const Days = z.number().check(z.int(), z.positive());

/** One option of a classification with its own price, stock and images. */
export const ClassificationOptionDraftSchema = z.object({
  name: z.string().check(z.trim()),
  price: Price,
  stock: CountSchema,
  images: z._default(z.array(z.string()), []),
});
export type ClassificationOptionDraft = z.infer<typeof ClassificationOptionDraftSchema>;

export const ClassificationDraftSchema = z.object({
  name: z.string().check(z.trim()),
  type: ClassificationTypeSchema,
  options: z.array(ClassificationOptionDraftSchema),
});
export type ClassificationDraft = z.infer<typeof ClassificationDraftSchema>;

/** Spec 3: a product has at most two classifications (colour and size). */
export const PRODUCT_CLASSIFICATIONS_MAX = 2;

/**
 * One row of the variant matrix: one option of each classification, in classification order,
 * with its own price, stock and picture. The server stores it as a `variants` row whose
 * variant_name is the option names joined with ' | ' (spec 3).
 */
export const ProductVariantDraftSchema = z.object({
  options: z.array(z.string().check(z.trim())),
  price: VndSchema.check(z.nonnegative()),
  stock: CountSchema,
  image: z.nullish(z.string()),
});
export type ProductVariantDraft = z.infer<typeof ProductVariantDraftSchema>;

/** A closed range of whole or decimal numbers, e.g. 160-170 cm. */
export const MeasureRangeSchema = z.object({ min: z.number().check(z.positive()), max: z.number().check(z.positive()) });
export type MeasureRange = z.infer<typeof MeasureRangeSchema>;

/** Which body a size suits: the buyer's height (cm) and weight (kg) ranges for one size. */
export const SizeDetailSchema = z.object({
  size_name: z.string().check(z.trim()),
  height: MeasureRangeSchema,
  weight: MeasureRangeSchema,
});
export type SizeDetail = z.infer<typeof SizeDetailSchema>;

/**
 * What the seller's product form submits, for a new product (no `_id`) or an edit. Weight is in
 * grams, packing dimensions in centimetres, times in days; media are uploaded first and sent as
 * addresses. Shape only: the rules with their codes live in `productDraftValidate`.
 */
export const ProductDraftSchema = z.object({
  _id: z.optional(IdSchema),
  name: z.string().check(z.trim()),
  description: z.string().check(z.trim()),
  images: z.array(z.string()),
  video: z.nullish(z.string()),
  category_id: IdSchema,
  weight: z.number().check(z.positive()),
  length: Centimetres,
  width: Centimetres,
  height: Centimetres,
  sale_price: Price,
  quantity: CountSchema,
  classifications: z._default(z.array(ClassificationDraftSchema), []),
  /** The variant matrix (one row per combination of options); left empty, it follows the options. */
  variants: z._default(z.array(ProductVariantDraftSchema), []),
  size_chart_id: z.nullish(IdSchema),
  size_details: z._default(z.array(SizeDetailSchema), []),
  preparation_time: Days,
  return_period: Days,
  return_conditions: z.array(z.string()),
  shipping_info: z.nullish(z.string()),
  authenticity_commitment: z._default(z.boolean(), false),
  guarantee_commitment: z._default(z.boolean(), false),
  link: z.nullish(z.string()),
});
export type ProductDraft = z.infer<typeof ProductDraftSchema>;
