/**
 * @modavi/core: the headless domain of the Modavi marketplace. Framework-free: no React,
 * no DOM, no network. Everything the outside world provides comes in through ports.
 */
export { ok, err, type Result } from './shared/result.js';
export { IdSchema } from './shared/brand.js';
export { CountSchema } from './shared/counts.js';
export { envelopeSchema, ErrorEnvelopeSchema, CountrySchema, type ErrorEnvelope } from './shared/envelope.js';

export { VndSchema, vnd, vndAdd, vndTimes, type Vnd } from './money/money.js';
export {
  numberFormat,
  moneyFormat,
  moneyShort,
  priceParse,
  SINGAPORE_PREFIX,
  type CurrencyMark,
  type MoneyFormatOptions,
} from './money/money-format.js';

export { ShopCountrySchema, ShopSummarySchema, type ShopCountry, type ShopSummary } from './catalogue/shop.js';
export { CategorySchema, VerticalSchema, type Category, type Vertical } from './catalogue/category.js';
export {
  OptionValueSchema,
  VariantSchema,
  VARIANT_NAME_SEPARATOR,
  variantName,
  type OptionValue,
  type Variant,
} from './catalogue/variant.js';
export {
  ClassificationSchema,
  ProductSummarySchema,
  ProductSchema,
  ProductPageSchema,
  pageSchema,
  type Classification,
  type ProductSummary,
  type Product,
  type ProductPage,
} from './catalogue/product.js';
export { PricePromotionSchema, type PricePromotion } from './catalogue/price-promotion.js';
export { variantFind, optionStock, variantChoiceComplete, type VariantChoice } from './catalogue/variant-pick.js';
export { HOME_FEED_AUTOLOAD_PAGES, feedAutoLoads } from './catalogue/feed-paging.js';

export {
  CartSchema,
  CartShopGroupSchema,
  CartLineSchema,
  CartLineProductSchema,
  CartLineVariantSchema,
  CartAddSchema,
  emptyCart,
  cartLineCount,
  cartLinesLatest,
  MINI_CART_LINES,
  type Cart,
  type CartShopGroup,
  type CartLine,
  type CartAdd,
} from './cart/cart.js';
export {
  cartTotal,
  cartShopTotal,
  cartLineTotal,
  cartLineUnitPrice,
  type CartTotal,
  type CartShopTotal,
  type CartTotalOptions,
} from './cart/cart-total.js';
export { cartQuantityClamp, cartQuantityMax, CART_QUANTITY_MIN } from './cart/cart-quantity.js';

export { LocaleSchema, LOCALE_DEFAULT, LOCALES, requestLanguage, localeParse, localeOfRequestLanguage, type Locale, type RequestLanguage } from './locale/locale.js';
export { API_PATHS, API_HEADERS, AUTH_SCHEME, COMMUNITY_PATHS } from './api/api-paths.js';
export { SELLER_API_PATHS, ADMIN_API_PATHS, DEV_API_PATHS } from './api/workspace-api-paths.js';
export { SELLER_MARKETING_PATHS } from './api/seller-marketing-paths.js';
export { SELLER_SETTINGS_PATHS } from './api/seller-settings-paths.js';
export { REFUND_DESK_PATHS } from './api/refund-desk-paths.js';
export { TRACKING_API_PATHS } from './api/tracking-paths.js';
export { SELLER_DASHBOARD_PATHS } from './api/seller-dashboard-paths.js';
export { SELLER_INCOME_PATHS } from './api/seller-income-paths.js';
export { CONTENT_API_PATHS } from './api/content-paths.js';
export { SOCIAL_FEEDBACK_API_PATHS } from './api/social-feedback-paths.js';
export { NOTIFICATION_API_PATHS, NOTIFICATION_COMMUNITY_PATHS, SELLER_NOTIFICATION_API_PATHS } from './api/notification-paths.js';
export { CHAT_API_PATHS, CHAT_COMMUNITY_PATHS } from './api/chat-paths.js';
export { SELLER_CHAT_PATHS, ADMIN_CHAT_PATHS } from './api/seller-chat-paths.js';
export { COMMUNITY_API_PATHS } from './api/community-paths.js';
export { AWARDS_API_PATHS } from './api/awards-paths.js';
export { GROUP_BUY_API_PATHS, GROUP_BUY_ROOM_PAGE, groupBuyRoomPagePath } from './api/group-buy-paths.js';
export {
  pageGuard,
  pagePrivate,
  guardReturnPath,
  GUARD_RETURN_PARAM,
  PRIVATE_PAGE_PREFIXES,
  PUBLIC_PAGES_ISSUE_TOKEN_THEMSELVES,
  COOKIE_LOGIN,
  COOKIE_NO_LOGIN,
  type PageGuardInput,
  type PageGuardDecision,
} from './navigation/page-guard.js';
export { workspaceOfPath, SELLER_AREA_PATH, ADMIN_CONSOLE_PATH, type Workspace } from './navigation/workspace.js';
export { routePatternMatches, routePatternsMatch, routeTreeFullPaths } from './navigation/route-patterns.js';
export {
  BOTTOM_NAV_ITEMS,
  BOTTOM_NAV_COMMUNITY_PATH,
  BOTTOM_NAV_NOTIFICATIONS_PATH,
  BOTTOM_NAV_HIDDEN_ON,
  bottomNavActive,
  bottomNavShown,
  type BottomNavKey,
} from './navigation/bottom-nav.js';

export { gatewayError, type GatewayError, type GatewayErrorCode } from './ports/gateway-error.js';
export type { CatalogueGateway, ProductListQuery } from './ports/catalogue-gateway.js';
export type { CartGateway } from './ports/cart-gateway.js';
export type { OrderGateway, OrderListQuery } from './ports/order-gateway.js';
export type { CheckoutGateway } from './ports/checkout-gateway.js';
export type { Clock, IdGenerator, Logger, KeyValueStore } from './ports/platform.js';
export type { RequestContext } from './ports/credentials.js';
export type { ChatChannel, ChatMessageLive, ChatSendInput, ChatSendReply } from './ports/chat-channel.js';
export type { ChatGateway, ChatRoomsGateway, SellerChatGateway } from './ports/chat-gateway.js';
export type { PushMessaging, PushSkipReason, PushTokenResult } from './ports/push-messaging.js';
export type { PushTokenStore, PushTokenStoreEntry } from './ports/push-token-store.js';
export type { PushTokenRegistry } from './ports/push-token-registry.js';
export type { AuthGateway } from './ports/auth-gateway.js';
export type { AccountGateway, StoredAddress } from './ports/account-gateway.js';
export type { ReviewGateway, ReviewPageQuery, MediaGateway } from './ports/review-gateway.js';
export type { PromotionsGateway, FavouritesGateway } from './ports/promotions-gateway.js';
export type { AnalyticsSink } from './ports/analytics-sink.js';
export type { SellerAccountGateway } from './ports/seller-account-gateway.js';
export type { SellerShopGateway } from './ports/seller-shop-gateway.js';
export type { SellerMarketingGateway } from './ports/seller-marketing-gateway.js';
export type { SellerSettingsGateway } from './ports/seller-settings-gateway.js';
export type { SellerDashboardGateway } from './ports/seller-dashboard-gateway.js';
export type { SellerIncomeGateway } from './ports/seller-income-gateway.js';
export type { AdminPayoutGateway } from './ports/admin-payout-gateway.js';
export type { ContentGateway, BlogListQuery } from './ports/content-gateway.js';
export type { SocialFeedbackGateway, SocialFeedbackForm } from './ports/social-feedback-gateway.js';
export type { NotificationGateway } from './ports/notification-gateway.js';
export type { CommunityGateway, PostWrite, CommentWrite } from './ports/community-gateway.js';
export type { AwardsGateway } from './ports/awards-gateway.js';
export type { GroupBuyGateway } from './ports/group-buy-gateway.js';
export type { SellerApplicationGateway, AdminShopApplicationGateway, SellerContactGateway, ShopApplicationPage } from './ports/seller-registration-gateway.js';
export type { SellerProductGateway, BulkEditLine } from './ports/seller-product-gateway.js';
export type { SellerOrderGateway } from './ports/seller-order-gateway.js';
export type { SellerRefundGateway, AdminRefundGateway } from './ports/refund-desk-gateway.js';
export {
  cartSelectionApply,
  cartSelectionSetAll,
  cartSelectionState,
  cartSelectedLineIds,
  cartInvalidLineIds,
  type CartSelection,
} from './cart/cart-selection.js';
export { issue, type ValidationIssue, type Validation } from './shared/validation.js';
export { TEXT_LIMITS, textMax } from './shared/text-limits.js';
export { errorI18nKey, type ErrorCatalogue, type ErrorMessages } from './errors/error-catalogue.js';

export { CART_ERRORS } from './cart/cart-errors.js';
export { CORE_ERRORS, CORE_ERROR_CATALOGUES } from './errors/core-errors.js';

// Domain modules: each barrel lists its exports explicitly.
export * from './identity/index.js';
export * from './content/index.js';
export * from './seo/index.js';
export * from './format/index.js';
export * from './community/index.js';
export * from './ordering/index.js';
export * from './refunds/index.js';
export * from './checkout/index.js';
export * from './pricing/index.js';
export * from './promotions/index.js';
export * from './seller-catalogue/index.js';
export * from './shop/index.js';
export * from './seller-registration/index.js';
export * from './tracking/index.js';
export * from './notifications/index.js';
export * from './region/index.js';
export * from './group-buy/index.js';
export * from './awards/index.js';
export * from './discovery/index.js';
export * from './moderation/index.js';
export * from './account/index.js';
export * from './reviews/index.js';
export * from './uploads/index.js';
export * from './favourites/index.js';
export * from './analytics/index.js';
export * from './payments/index.js';
export * from './seller-dashboard/index.js';
export * from './seller-income/index.js';

export {
  endpoint,
  endpointParams,
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
  type EndpointInput,
  type EndpointMethod,
  type EndpointPolicy,
} from './contract/endpoint.js';
export { FAVOURITE_ENDPOINTS, FavouritesQuerySchema } from './contract/favourite-endpoints.js';
export { API_ENDPOINTS } from './contract/api-endpoints.js';
export { SELLER_SETTINGS_ENDPOINTS } from './contract/seller-settings-endpoints.js';
export { SELLER_DASHBOARD_ENDPOINTS, SellerDashboardQuerySchema } from './contract/seller-dashboard-endpoints.js';
export {
  SELLER_MARKETING_ENDPOINTS,
  SellerCampaignListQuerySchema,
  SellerPromotionListQuerySchema,
  ShopCustomerOptionsQuerySchema,
  CampaignDeletedSchema,
} from './contract/seller-marketing-endpoints.js';
