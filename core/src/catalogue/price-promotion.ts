import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

/**
 * The running promotion program that prices a product or a variant now (issue 25): the
 * catalogue's answers carry it beside the price, so every screen can name the program, strike
 * the full price through and say when the price ends. Core's `variantPriceAt` decides it.
 */
export const PricePromotionSchema = z.object({
  program_id: IdSchema,
  /** The program's name, e.g. "Flash sale giờ vàng". */
  name: z.string(),
  /** When the program price ends (epoch ms): the program's end. */
  end_time: EpochMsSchema,
  /** Promotion units not yet sold. */
  remaining: CountSchema,
  /** Most units at this price in one order; absent means no limit. */
  purchase_limit_per_order: z.nullish(z.number().check(z.int(), z.positive())),
});
export type PricePromotion = z.infer<typeof PricePromotionSchema>;
