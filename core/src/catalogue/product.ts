import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { VndSchema } from '../money/money.js';
import { CategorySchema } from './category.js';
import { ShopSummarySchema } from './shop.js';
import { VariantSchema } from './variant.js';
import { SizeChartSchema } from '../shop/size-chart-schema.js';
import { PricePromotionSchema } from './price-promotion.js';

const Dimension = z.number().check(z.nonnegative());

/** A classification (colour, size) and the options a buyer picks from. */
export const ClassificationSchema = z.object({
  name: z.string(),
  kind: z.enum(['color', 'size', 'other']),
  options: z.array(z.object({ name: z.string(), image: z.nullish(z.string()) })),
});
export type Classification = z.infer<typeof ClassificationSchema>;

/** What a product card needs: the list endpoints send this shape. */
export const ProductSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  images: z.array(z.string()),
  sale_price: VndSchema,
  sale_price_original: z.nullish(VndSchema),
  quantity: CountSchema,
  sold: z._default(CountSchema, 0),
  rating: z.nullish(z.number().check(z.minimum(0), z.maximum(5))),
  shop: ShopSummarySchema,
  /**
   * The running promotion program pricing the product now (issue 25), absent when none does:
   * then `sale_price` is the program's price and `sale_price_original` the price without it.
   */
  promotion: z.nullish(PricePromotionSchema),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The full product as the detail page shows it. */
export const ProductSchema = z.extend(ProductSummarySchema, {
  description: z.string(),
  video: z.nullish(z.string()),
  category: CategorySchema,
  /** grams */
  weight: Dimension,
  /** centimetres */
  length: Dimension,
  width: Dimension,
  height: Dimension,
  classifications: z.array(ClassificationSchema),
  variants: z.array(VariantSchema),
  /** days */
  preparation_time: CountSchema,
  /** days */
  return_period: CountSchema,
  return_conditions: z.array(z.string()),
  link: z.nullish(z.string()),
  /** The seller's size chart for this product, when it has one (fashion). */
  size_chart: z.nullish(SizeChartSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** A page of a list endpoint. */
export const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.positive()),
    limit: z.number().check(z.int(), z.positive()),
    total: CountSchema,
  });
export const ProductPageSchema = pageSchema(ProductSummarySchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
