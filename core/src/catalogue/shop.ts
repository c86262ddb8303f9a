import { z } from 'zod';
import { IdSchema } from '../shared/brand.js';

/** Shops are based in Vietnam or Korea. */
export const ShopCountrySchema = z.enum(['VN', 'KR']);
export type ShopCountry = z.infer<typeof ShopCountrySchema>;

/** The shop as it appears on cards, cart groups and product pages. */
export const ShopSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  avatar: z.string().nullish(),
  country: ShopCountrySchema,
  rating: z.number().min(0).max(5).nullish(),
  followers: z.number().int().nonnegative().nullish(),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;
