import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { campaignStatus, type CampaignStatus } from './campaign-status.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

/** A shop banner (spec section 3). Dates are epoch ms; it shows on [start_date, end_date). */
export const BannerSchema = z.object({
  _id: IdSchema,
  shop_id: z.nullish(IdSchema),
  title: z.string(),
  /** The spec names a type but not its values, so any non-empty one is kept. */
  type: z.string().check(z.minLength(1)),
  start_date: EpochMsSchema,
  end_date: EpochMsSchema,
  related_url: z.string(),
  cover_image: z.string(),
  /** The small banner (343x150) a phone shows; seeded banners have none and show their cover. */
  banner_image: z.nullish(z.string()),
  related_product_ids: z._default(z.array(IdSchema), []),
  deleted: z._default(z.boolean(), false),
});
export type Banner = z.infer<typeof BannerSchema>;

/**
 * The kinds a seller picks from (the spec names a type but not its values): what the banner
 * announces. The seed's banners lead to a collection.
 */
export const BANNER_TYPES = ['collection', 'promotion', 'new_arrival', 'brand'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export { BANNER_LIST_STATES, type BannerListState } from '../shop/seller-list-states.js';

/** Where a banner is in its life at `now`; a banner can be deleted but not ended early. */
export const bannerStatus = (banner: Banner, now: number): CampaignStatus =>
  campaignStatus(banner.start_date, banner.end_date, now, { deleted: banner.deleted });
