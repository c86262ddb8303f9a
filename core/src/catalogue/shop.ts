import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';

/** Shops are based in Vietnam or Korea. */
export const ShopCountrySchema = z.enum(['VN', 'KR']);
export type ShopCountry = z.infer<typeof ShopCountrySchema>;

/** The shop as it appears on cards, cart groups and product pages. */
export const ShopSummarySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  country: ShopCountrySchema,
  rating: z.nullish(z.number().check(z.minimum(0), z.maximum(5))),
  followers: z.nullish(z.number().check(z.int(), z.nonnegative())),
  /** When the seller last acted (epoch ms); buyers are warned past SELLER_INACTIVE_WARNING_DAYS. */
  last_active_at: z.nullish(z.number()),
  /** Whether its parcels leave from abroad (its shipping origin); absent means as its country says (core's shopShipsFromAbroad). */
  ships_from_abroad: z.nullish(z.boolean()),
  /** Pause mode: until when (ISO, the reopening instant) the shop takes no orders, and the seller's note. */
  paused_until: z.nullish(z.string()),
  pause_note: z.nullish(z.string()),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;
