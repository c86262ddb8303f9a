import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { pageSchema } from '../catalogue/product.js';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { PromotionItemSchema, PromotionProgramSchema } from './promotion-program.js';
import { PROMOTION_TYPES } from './promotion-type.js';
import { CampaignCountsSchema } from './seller-voucher.js';

// What the seller's program screens (ban-hang/chuong-trinh-cua-toi) read from api/v1/seller/promotions.

/** One product of a program as its seller sees it: with the promotion units sold so far. */
export const SellerPromotionItemSchema = z.extend(PromotionItemSchema, { sold: CountSchema });
export type SellerPromotionItem = z.infer<typeof SellerPromotionItemSchema>;

/** A program as its seller sees it: its type, its status at the server's now and each product's sales. */
export const SellerPromotionSchema = z.extend(PromotionProgramSchema, {
  type: z.enum(PROMOTION_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  items: z.array(SellerPromotionItemSchema),
});
export type SellerPromotion = z.infer<typeof SellerPromotionSchema>;

export const SellerPromotionPageSchema = z.extend(pageSchema(SellerPromotionSchema), { counts: CampaignCountsSchema });
export type SellerPromotionPage = z.infer<typeof SellerPromotionPageSchema>;
