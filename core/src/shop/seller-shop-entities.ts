import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { pageSchema } from '../catalogue/product.js';
import { VndSchema } from '../money/money.js';
import { BannerSchema } from '../promotions/banner.js';
import { CAMPAIGN_STATUSES } from '../promotions/campaign-status.js';
import { ShopCategorySchema } from './shop-category.js';
import { SizeChartSchema } from './size-chart-schema.js';

// What the seller area's category, banner and size chart screens read (api/v1/seller/...).

export { SHOP_CATEGORY_LIST_STATES } from './seller-list-states.js';

/** A page of the shop's categories, newest first. */
export const ShopCategoryPageSchema = pageSchema(ShopCategorySchema);
export type ShopCategoryPage = z.infer<typeof ShopCategoryPageSchema>;

/** A banner as its seller sees it: with where it is in its life at the server's now. */
export const SellerBannerSchema = z.extend(BannerSchema, { status: z.enum(CAMPAIGN_STATUSES) });
export type SellerBanner = z.infer<typeof SellerBannerSchema>;
export const SellerBannerPageSchema = pageSchema(SellerBannerSchema);
export type SellerBannerPage = z.infer<typeof SellerBannerPageSchema>;

/** One of the shop's products, as a picker lists it. */
export const ShopProductOptionSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.nullish(z.string()),
  /** Hidden from buyers (the seller hid it, or it awaits approval). */
  hidden: z._default(z.boolean(), false),
  /** The product's price (before any promotion), for a promotion's per-product terms. */
  price: z.nullish(VndSchema),
});
export type ShopProductOption = z.infer<typeof ShopProductOptionSchema>;
export const ShopProductOptionsSchema = z.array(ShopProductOptionSchema);

/** A size chart with the products that use it (a product chooses its chart in its own form). */
export const SellerSizeChartSchema = z.extend(SizeChartSchema, {
  product_count: z._default(CountSchema, 0),
  products: z._default(z.array(ShopProductOptionSchema), []),
});
export type SellerSizeChart = z.infer<typeof SellerSizeChartSchema>;
export const SellerSizeChartPageSchema = pageSchema(SellerSizeChartSchema);
export type SellerSizeChartPage = z.infer<typeof SellerSizeChartPageSchema>;
