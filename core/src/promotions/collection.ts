import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { ProductSummarySchema } from '../catalogue/product.js';
import { ShopSummarySchema } from '../catalogue/shop.js';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { BannerSchema } from './banner.js';

/**
 * A collection (spec route /bo-suu-tap/{id}): a curated set of products, the platform's or a
 * shop's. /danh-sach/bo-suu-tap/{id}?shop_id= is the same collection narrowed to one shop's
 * products; `shop` is then that shop.
 */
export const CollectionSchema = z.object({
  _id: IdSchema,
  shop_id: z.nullish(IdSchema),
  title: z.string(),
  description: z.nullish(z.string()),
  cover_image: z.nullish(z.string()),
  products: z.array(ProductSummarySchema),
  /** The shop the products were narrowed to (the ?shop_id= of the detail route), else null. */
  shop: z.nullish(ShopSummarySchema),
});
export type Collection = z.infer<typeof CollectionSchema>;

/** A banner as its page (/banner/{id}) shows it: the banner, its status now and its related products. */
export const BannerDetailSchema = z.object({
  banner: BannerSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  products: z.array(ProductSummarySchema),
});
export type BannerDetail = z.infer<typeof BannerDetailSchema>;

/**
 * Codes the promotion pages' endpoints answer beside the rules' own: a wallet or favourites call
 * from a guest, a banner or collection that does not exist, an analytics batch that is not one.
 */
export const PROMOTIONS_PAGE_CODES = [
  'VOUCHER.SAVE_LOGIN_REQUIRED',
  'BANNER.NOT_FOUND',
  'COLLECTION.NOT_FOUND',
  'FAVOURITE.LOGIN_REQUIRED',
  'ANALYTICS.BATCH_INVALID',
] as const;
