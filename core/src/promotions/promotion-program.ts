import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { vnd, VndSchema, type Vnd } from '../money/money.js';
import { capOf, percentOf } from './amounts.js';
import { campaignStatus, type CampaignStatus } from './campaign-status.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

const Limit = z.nullish(z.number().check(z.int(), z.positive()));

/** One product of a promotion program and its terms. */
export const PromotionItemSchema = z.object({
  product_id: IdSchema,
  variant_id: z.nullish(IdSchema),
  /** The product's price before the promotion. */
  price: VndSchema.check(z.nonnegative()),
  /** Per-product discount, a percentage. */
  discount_percent: z.number().check(z.nonnegative(), z.maximum(100)),
  /** Cap on the discount of one unit, in dong; absent means no cap. */
  max_discount: z.nullish(VndSchema.check(z.nonnegative())),
  /** Most units in one order; absent means no limit. */
  purchase_limit_per_order: Limit,
  /** Units set aside for the promotion (its stock). */
  product_limit: CountSchema,
  /** Most orders one buyer may place with this item; absent means no limit. */
  order_limit_per_user: Limit,
});
export type PromotionItem = z.infer<typeof PromotionItemSchema>;

/** A seller's promotion program (spec section 3). Times are epoch ms; it runs on [start, end). */
export const PromotionProgramSchema = z.object({
  _id: IdSchema,
  shop_id: z.nullish(IdSchema),
  name: z.string(),
  cover_image: z.nullish(z.string()),
  description: z.nullish(z.string()),
  start_time: EpochMsSchema,
  end_time: EpochMsSchema,
  items: z.array(PromotionItemSchema),
  ended_early: z._default(z.boolean(), false),
  deleted: z._default(z.boolean(), false),
});
export type PromotionProgram = z.infer<typeof PromotionProgramSchema>;

/** Where a program is in its life at `now`. */
export const promotionStatus = (program: PromotionProgram, now: number): CampaignStatus =>
  campaignStatus(program.start_time, program.end_time, now, { endedEarly: program.ended_early, deleted: program.deleted });

/** Discount on one unit: the percentage of the price, capped by the item's max discount. */
export const promotionItemDiscount = (item: PromotionItem): Vnd =>
  vnd(Math.min(percentOf(item.price, item.discount_percent), capOf(item.max_discount)));

/** Price of one unit during the promotion. */
export const promotionItemPrice = (item: PromotionItem): Vnd => vnd(Math.max(0, item.price - promotionItemDiscount(item)));
