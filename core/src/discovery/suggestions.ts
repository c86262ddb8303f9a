import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CategorySchema } from '../catalogue/category.js';

/** Suggestions per kind the search box shows while typing. */
export const SUGGEST_LIMIT = { products: 6, categories: 4 } as const;
/**
 * Matches the suggestions rank at most (the spec is silent; a search ranks SEARCH_RANK_CANDIDATES):
 * they are asked at every key press and show six names, so fewer candidates, names starting
 * with the typed text first, are enough and keep each answer cheap.
 */
export const SUGGEST_RANK_CANDIDATES = 100;

/** A product as a suggestion or a preview: enough to name it and link to it. */
export const ProductMentionSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.nullish(z.string()),
});
export type ProductMention = z.infer<typeof ProductMentionSchema>;

/** What the search box offers for the text typed so far. */
export const SearchSuggestionsSchema = z.object({
  products: z.array(ProductMentionSchema),
  categories: z.array(CategorySchema),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
