import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { campaignStatus, type CampaignStatus } from './campaign-status.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { vietnamDayLast, vietnamDayStart } from '../format/vietnam-day.js';

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

/**
 * A banner's days as a seller picks them and everyone reads them, in Vietnam: its first day and
 * its last day, inclusive (each as the instant it begins). It is kept as [start_date, end_date),
 * the end the midnight after its last day: 31/12/2026 is kept as 01/01/2027 00:00 and shown as 31/12/2026.
 */
export const bannerDays = (banner: Pick<Banner, 'start_date' | 'end_date'>): { readonly first: number; readonly last: number } => ({
  first: vietnamDayStart(banner.start_date),
  last: vietnamDayLast(banner.end_date),
});
