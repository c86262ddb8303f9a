import { z } from 'zod';
import { IdSchema } from '../shared/brand.js';
import { VndSchema } from '../money/money.js';
import { CategorySchema } from './category.js';
import { ShopSummarySchema } from './shop.js';
import { VariantSchema } from './variant.js';

/** A classification (colour, size) and the options a buyer picks from. */
export const ClassificationSchema = z.object({
  name: z.string(),
  kind: z.enum(['color', 'size', 'other']),
  options: z.array(z.object({ name: z.string(), image: z.string().nullish() })),
});
export type Classification = z.infer<typeof ClassificationSchema>;

/** What a product card needs: the list endpoints send this shape. */
export const ProductSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  images: z.array(z.string()),
  sale_price: VndSchema,
  sale_price_original: VndSchema.nullish(),
  quantity: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative().default(0),
  rating: z.number().min(0).max(5).nullish(),
  shop: ShopSummarySchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The full product as the detail page shows it. */
export const ProductSchema = ProductSummarySchema.extend({
  description: z.string(),
  video: z.string().nullish(),
  category: CategorySchema,
  /** grams */
  weight: z.number().nonnegative(),
  /** centimetres */
  length: z.number().nonnegative(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  classifications: z.array(ClassificationSchema),
  variants: z.array(VariantSchema),
  /** days */
  preparation_time: z.number().int().nonnegative(),
  /** days */
  return_period: z.number().int().nonnegative(),
  return_conditions: z.array(z.string()),
  link: z.string().nullish(),
});
export type Product = z.infer<typeof ProductSchema>;

/** A page of a list endpoint. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
export const ProductPageSchema = pageSchema(ProductSummarySchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
