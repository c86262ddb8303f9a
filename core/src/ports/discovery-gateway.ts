import type { ProductPage, ProductSummary } from '../catalogue/product.js';
import type { SearchParams } from '../discovery/search-params.js';
import type { ShopFollow, ShopProfile, TopSellerPage } from '../discovery/shop-profile.js';
import type { SearchSuggestions } from '../discovery/suggestions.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

export interface ProductSearchQuery extends SearchParams {
  readonly page?: number;
  readonly limit?: number;
}

export interface PageQuery {
  readonly page?: number;
  readonly limit?: number;
}

/** Finds things to buy: search and its suggestions, related products, shops and their ranking. */
export interface DiscoveryGateway {
  productSearch(query: ProductSearchQuery): Promise<Result<ProductPage, GatewayError>>;
  productSuggest(query: string): Promise<Result<SearchSuggestions, GatewayError>>;
  /** Other products of the same category, best sellers first. */
  productRelated(productId: string, limit?: number): Promise<Result<readonly ProductSummary[], GatewayError>>;
  shopGet(shopId: string): Promise<Result<ShopProfile, GatewayError>>;
  topSellers(query: PageQuery): Promise<Result<TopSellerPage, GatewayError>>;
}

/** Following shops; every call needs a signed-in buyer (a guest gets 'SHOP.FOLLOW_LOGIN_REQUIRED'). */
export interface ShopFollowGateway {
  followGet(shopId: string): Promise<Result<ShopFollow, GatewayError>>;
  follow(shopId: string): Promise<Result<ShopFollow, GatewayError>>;
  unfollow(shopId: string): Promise<Result<ShopFollow, GatewayError>>;
}
