import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { VndSchema, vnd, type Vnd } from '../money/money.js';
import { ProductSummarySchema } from '../catalogue/product.js';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { PromotionItemSchema, PromotionProgramSchema, promotionItemPrice, type PromotionItem } from './promotion-program.js';

/** One product of a promotion as buyers see it on /uu-dai: the product, its terms, the price after discount and the promotion stock left. */
export const PromotionShowcaseItemSchema = z.object({
  item: PromotionItemSchema,
  product: ProductSummarySchema,
  /** Core's promotionItemPrice of the item. */
  price_after: VndSchema,
  /** Promotion units not yet taken (the item's product limit less what live orders hold). */
  remaining: CountSchema,
});
export type PromotionShowcaseItem = z.infer<typeof PromotionShowcaseItemSchema>;

/** A running or upcoming promotion program with its products. */
export const PromotionShowcaseSchema = z.object({
  program: PromotionProgramSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  products: z.array(PromotionShowcaseItemSchema),
});
export type PromotionShowcase = z.infer<typeof PromotionShowcaseSchema>;

/** Promotion units left: the product limit less those sold, never below 0 (a NaN sold count leaves none). */
export const promotionItemRemaining = (item: PromotionItem, sold: number): number =>
  Number.isFinite(sold) ? Math.max(0, item.product_limit - Math.max(0, Math.floor(sold))) : 0;

/** The discount shown on a promotion product, as a whole percentage of its price (0 for a free base). */
export const promotionShowcasePercent = (item: PromotionItem): number => {
  const after: Vnd = promotionItemPrice(item);
  return item.price > 0 ? Math.round(((item.price - after) / item.price) * 100) : 0;
};

/** The showcase line of an item: its price after discount and what is left of it. */
export const promotionShowcaseItem = (item: PromotionItem, product: z.infer<typeof ProductSummarySchema>, sold: number): PromotionShowcaseItem => ({
  item,
  product,
  price_after: vnd(promotionItemPrice(item)),
  remaining: promotionItemRemaining(item, sold),
});
