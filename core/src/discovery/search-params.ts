import * as z from 'zod/mini';
import { ShopCountrySchema, type ShopCountry } from '../catalogue/shop.js';
import { textWords } from '../format/text.js';

/** The orders a product list can be sorted in (search, category and seller pages). */
export const SEARCH_SORTS = ['relevance', 'newest', 'best_selling', 'price_asc', 'price_desc'] as const;
export const SearchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSortSchema>;
/** Without words to rank by, "relevance" orders by sales (the marketplace's "popular"). */
export const SEARCH_SORT_DEFAULT: SearchSort = 'relevance';

/** Longest query text accepted; the search box stops there too. */
export const SEARCH_QUERY_LENGTH_MAX = 100;
/** Words of a query taken into account; more only slow the search without narrowing it. */
export const SEARCH_TERMS_MAX = 8;
/** Longest word kept: nobody types a 40-letter word, and a pasted blob should not cost more. */
export const SEARCH_TERM_LENGTH_MAX = 40;
/** The "rated at least" choices a filter offers. */
export const SEARCH_RATING_STEPS = [3, 4, 4.5] as const;
/**
 * Matches a word search in relevance order ranks at most (the spec is silent): the candidates
 * are taken through the indexes (names starting with the typed phrase first, then any match),
 * and only they are ranked, counted and paged, so a common word among 100,000 products costs
 * about the same as a rare one. More than a buyer scrolls through (25 pages of 20; a common
 * word matched 8,000 of the benchmark's 100,000 products, and ranking 500 costs about 3 ms).
 */
export const SEARCH_RANK_CANDIDATES = 500;
/**
 * Whether a list's total is the candidates' cap rather than every match (a word search in
 * relevance order that reached SEARCH_RANK_CANDIDATES): the count then reads "500+".
 */
export const searchTotalCapped = (params: { readonly q?: string; readonly sort?: string }, total: number): boolean =>
  total >= SEARCH_RANK_CANDIDATES && (params.sort ?? 'relevance') === 'relevance' && (params.q ?? '').trim() !== '';
/** Products per page of a list, by default and at most. */
export const SEARCH_PAGE_LIMIT = { default: 20, max: 60 } as const;

/**
 * The filters and order of a product list, named as the URL and the API carry them
 * (`/tim-kiem?q=ao&country=KR&sort=price_asc`). Absent means "any".
 */
export interface SearchParams {
  readonly q?: string;
  readonly category_id?: string;
  readonly shop_id?: string;
  readonly shop_category_id?: string;
  /** VND, inclusive */
  readonly price_min?: number;
  /** VND, inclusive */
  readonly price_max?: number;
  readonly country?: ShopCountry;
  readonly rating_min?: number;
  readonly sort?: SearchSort;
}

/** The keys of SearchParams in the order the URL shows them. */
export const SEARCH_PARAM_KEYS = [
  'q',
  'category_id',
  'shop_id',
  'shop_category_id',
  'price_min',
  'price_max',
  'country',
  'rating_min',
  'sort',
] as const satisfies readonly (keyof SearchParams)[];

/**
 * The folded words a query searches for: no diacritics, lower case, đ as d ('Áo Sơ Mi' and
 * 'ao so mi' give the same words), repeated words once, at most SEARCH_TERMS_MAX of them.
 */
export function searchTerms(query: string): readonly string[] {
  const terms: string[] = [];
  for (const word of textWords(query.slice(0, SEARCH_QUERY_LENGTH_MAX))) {
    const term = word.slice(0, SEARCH_TERM_LENGTH_MAX);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  return terms;
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
};

const wholeVnd = (value: unknown): number | undefined => {
  const raw = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
};

const rating = (value: unknown): number | undefined => {
  const raw = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= 5 ? raw : undefined;
};

const id = (value: unknown): string | undefined => {
  const raw = text(value)?.trim();
  return raw ? raw : undefined;
};

/**
 * Reads list filters from untrusted input (a URL's search params, already JSON-decoded by the
 * router, so numbers may come as numbers or text). Never fails: a value that makes no sense is
 * dropped rather than shown as an error, a reversed price range is put the right way round,
 * and the query is trimmed and cut at SEARCH_QUERY_LENGTH_MAX.
 */
export function searchParamsRead(input: object): SearchParams {
  const raw = input as Readonly<Record<string, unknown>>;
  const q = text(raw['q'])?.trim().slice(0, SEARCH_QUERY_LENGTH_MAX);
  let low = wholeVnd(raw['price_min']);
  let high = wholeVnd(raw['price_max']);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  const country = ShopCountrySchema.safeParse(raw['country']);
  const sort = SearchSortSchema.safeParse(raw['sort']);
  const read: { -readonly [K in keyof SearchParams]: SearchParams[K] } = {};
  if (q) read.q = q;
  const categoryId = id(raw['category_id']);
  if (categoryId) read.category_id = categoryId;
  const shopId = id(raw['shop_id']);
  if (shopId) read.shop_id = shopId;
  const shopCategoryId = id(raw['shop_category_id']);
  if (shopCategoryId) read.shop_category_id = shopCategoryId;
  if (low !== undefined) read.price_min = low;
  if (high !== undefined) read.price_max = high;
  if (country.success) read.country = country.data;
  const ratingMin = rating(raw['rating_min']);
  if (ratingMin !== undefined) read.rating_min = ratingMin;
  if (sort.success) read.sort = sort.data;
  return read;
}

/**
 * How many filters of the filter sheet narrow a list (category, price range, country, rating):
 * the filter button's count. Not the query, the order, or the shop and its categories, which
 * the seller page chooses elsewhere.
 */
export function searchFilterCount(params: SearchParams): number {
  const price = params.price_min !== undefined || params.price_max !== undefined ? 1 : 0;
  return price + [params.category_id, params.country, params.rating_min].filter((value) => value !== undefined).length;
}
