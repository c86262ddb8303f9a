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
  related_product_ids: z._default(z.array(IdSchema), []),
  deleted: z._default(z.boolean(), false),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Where a banner is in its life at `now`; a banner can be deleted but not ended early. */
export const bannerStatus = (banner: Banner, now: number): CampaignStatus =>
  campaignStatus(banner.start_date, banner.end_date, now, { deleted: banner.deleted });
