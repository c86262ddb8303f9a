/** Discovery: searching the catalogue, suggestions, recent searches, seller pages, top sellers and size fit. */
export {
  SEARCH_SORTS,
  SearchSortSchema,
  SEARCH_SORT_DEFAULT,
  SEARCH_QUERY_LENGTH_MAX,
  SEARCH_TERMS_MAX,
  SEARCH_TERM_LENGTH_MAX,
  SEARCH_RATING_STEPS,
  SEARCH_PAGE_LIMIT,
  SEARCH_RANK_CANDIDATES,
  searchTotalCapped,
  SEARCH_PARAM_KEYS,
  searchTerms,
  searchParamsRead,
  searchFilterCount,
  type SearchSort,
  type SearchParams,
} from './search-params.js';
export { RECENT_SEARCHES_MAX, recentSearchesAdd, recentSearchesRemove, recentSearchesRead } from './recent-searches.js';
export {
  SUGGEST_LIMIT,
  SUGGEST_RANK_CANDIDATES,
  ProductMentionSchema,
  SearchSuggestionsSchema,
  type ProductMention,
  type SearchSuggestions,
} from './suggestions.js';
export {
  SELLER_POSITION_DEFAULT,
  ShopCategorySummarySchema,
  ShopProfileSchema,
  TopSellerSchema,
  TopSellerPageSchema,
  ShopFollowSchema,
  type ShopCategorySummary,
  type ShopProfile,
  type TopSeller,
  type TopSellerPage,
  type ShopFollow,
} from './shop-profile.js';
export {
  FitProfileSchema,
  bodyMeasurementsGiven,
  bodyMeasurementsRead,
  bodyMeasurementsEntry,
  type FitProfile,
} from './fit-measurements.js';
export { DISCOVERY_ERRORS, type DiscoveryErrorCode } from './discovery-errors.js';
export type { DiscoveryGateway, ShopFollowGateway, ProductSearchQuery, PageQuery } from '../ports/discovery-gateway.js';
