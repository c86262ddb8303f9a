import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { ProductSummarySchema } from '../catalogue/product.js';

/** Whether the buyer has a product among their favourites, and how many buyers do. */
export const FavouriteStateSchema = z.object({
  product_id: IdSchema,
  favourite: z.boolean(),
  favourites: CountSchema,
});
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

/** One product of the buyer's favourites list, newest first. */
export const FavouriteSchema = z.object({
  product: ProductSummarySchema,
  added_at: EpochMsSchema,
});
export type Favourite = z.infer<typeof FavouriteSchema>;

export const FavouritePageSchema = z.object({
  items: z.array(FavouriteSchema),
  page: z.number().check(z.int(), z.positive()),
  limit: z.number().check(z.int(), z.positive()),
  total: CountSchema,
});
export type FavouritePage = z.infer<typeof FavouritePageSchema>;

/** Favourites list page size (ours: the spec lists favourites without a size). */
export const FAVOURITE_PAGE_LIMIT = { default: 20, max: 60 } as const;

/**
 * The state after a toggle, before the server answers, so the heart moves at once: the count
 * moves by one only when the flag really changes, and never below 0.
 */
export function favouriteToggle(state: FavouriteState, favourite: boolean): FavouriteState {
  if (state.favourite === favourite) return state;
  return { ...state, favourite, favourites: Math.max(0, state.favourites + (favourite ? 1 : -1)) };
}
