import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { pageSchema } from '../catalogue/product.js';
import { ShopSummarySchema } from '../catalogue/shop.js';
import { ProductMentionSchema } from './suggestions.js';

/** Spec: /nguoi-ban/{id}?position=, default position BranchOfMonth (where the page was opened from). */
export const SELLER_POSITION_DEFAULT = 'BranchOfMonth';

/** A shop category as buyers see it on the seller page: only shown ones, with their product count. */
export const ShopCategorySummarySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  product_count: CountSchema,
});
export type ShopCategorySummary = z.infer<typeof ShopCategorySummarySchema>;

/** The seller page's header: the shop, its totals and its shown categories. */
export const ShopProfileSchema = z.extend(ShopSummarySchema, {
  /** Visible products. */
  product_count: CountSchema,
  /** Items sold over its visible products. */
  sold: CountSchema,
  categories: z._default(z.array(ShopCategorySummarySchema), []),
  /** The seller's own words and cover (cai-dat/thong-tin-cua-hang), and where the shop is (province). */
  description: z.nullish(z.string()),
  cover: z.nullish(z.string()),
  province: z.nullish(z.string()),
});
export type ShopProfile = z.infer<typeof ShopProfileSchema>;

/** A shop of the top-seller ranking (ranked by items sold), with its best sellers as a preview. */
export const TopSellerSchema = z.extend(ShopSummarySchema, {
  rank: z.number().check(z.int(), z.positive()),
  sold: CountSchema,
  product_count: CountSchema,
  products: z._default(z.array(ProductMentionSchema), []),
});
export type TopSeller = z.infer<typeof TopSellerSchema>;
export const TopSellerPageSchema = pageSchema(TopSellerSchema);
export type TopSellerPage = z.infer<typeof TopSellerPageSchema>;

/** Whether the signed-in buyer follows a shop, and the shop's follower count after the change. */
export const ShopFollowSchema = z.object({
  shop_id: IdSchema,
  following: z.boolean(),
  followers: CountSchema,
});
export type ShopFollow = z.infer<typeof ShopFollowSchema>;
