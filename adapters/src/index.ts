/**
 * @modavi/adapters: core ports implemented by technology. Heavy technologies (socket.io,
 * Firebase) live behind their own entry points (`@modavi/adapters/socket`, `/firebase`)
 * and load on first use.
 */
export { createHttpClient, urlJoin, requestHeaders, type HttpClient, type HttpClientConfig, type FetchLike } from './http/http-client.js';
export { httpCatalogueGateway } from './http/http-catalogue-gateway.js';
export { httpDiscoveryGateway, httpShopFollowGateway } from './http/http-discovery-gateway.js';
export { httpCartGateway } from './http/http-cart-gateway.js';
export { httpOrderGateway } from './http/http-order-gateway.js';
export { httpReviewGateway, httpMediaGateway } from './http/http-review-gateway.js';
export { httpCheckoutGateway } from './http/http-checkout-gateway.js';
export { httpGuestToken } from './http/http-guest-token.js';
export { httpAuthGateway } from './http/http-auth-gateway.js';
export { httpIpCountry } from './http/http-ip-country.js';
export { httpAccountGateway } from './http/http-account-gateway.js';
export { httpSellerAccountGateway } from './http/http-seller-account-gateway.js';
export { httpSellerShopGateway } from './http/http-seller-shop-gateway.js';
export { httpSellerMarketingGateway } from './http/http-seller-marketing-gateway.js';
export { httpSellerSettingsGateway } from './http/http-seller-settings-gateway.js';
export { httpSellerDashboardGateway } from './http/http-seller-dashboard-gateway.js';
export { httpSellerIncomeGateway, httpAdminPayoutGateway } from './http/http-seller-income-gateway.js';
export { httpChatGateway } from './http/http-chat-gateway.js';
export { httpSellerChatGateway } from './http/http-seller-chat-gateway.js';
export { httpContentGateway } from './http/http-content-gateway.js';
export { httpSocialFeedbackGateway } from './http/http-social-feedback-gateway.js';
export { httpNotificationGateway } from './http/http-notification-gateway.js';
export { httpCommunityGateway } from './http/http-community-gateway.js';
export { httpAwardsGateway } from './http/http-awards-gateway.js';
export { httpGroupBuyGateway } from './http/http-group-buy-gateway.js';
export {
  httpSellerApplicationGateway,
  httpAdminShopApplicationGateway,
  httpSellerContactGateway,
} from './http/http-seller-registration-gateway.js';
export { httpSellerProductGateway } from './http/http-seller-product-gateway.js';
export { httpSellerOrderGateway } from './http/http-seller-order-gateway.js';
export { httpSellerRefundGateway, httpAdminRefundGateway } from './http/http-refund-desk-gateway.js';
export { httpPromotionsGateway, httpFavouritesGateway } from './http/http-promotions-gateway.js';
export { httpPromotionsHomeGateway } from './http/http-promotions-home-gateway.js';
export { httpAnalyticsSink, ANALYTICS_SEND_DELAY_MS, type HttpAnalyticsSinkOptions } from './http/http-analytics-sink.js';
export { httpTrackingSender } from './http/http-tracking-sender.js';
export { memoryAnalyticsSink, type MemoryAnalyticsSink } from './memory/memory-analytics-sink.js';
export {
  webStorageKeyValueStore,
  localStorageKeyValueStore,
  sessionStorageKeyValueStore,
} from './storage/web-key-value-store.js';
export { aesPassphraseTokenCipher, type TokenCipher } from './storage/token-cipher.js';
export { documentCookieJar, cookieParse, type CookieJar } from './storage/cookie-jar.js';
export { cookieTokenStore, type TokenStore } from './storage/cookie-token-store.js';
export { memoryKeyValueStore } from './memory/memory-key-value-store.js';
export { memoryCartGateway } from './memory/memory-cart-gateway.js';
export { memoryPushTokenStore } from './memory/memory-push-token-store.js';
export { memoryReviewGateway, type MemoryDeliveredLine } from './memory/memory-review-gateway.js';
export { memoryMediaGateway } from './memory/memory-media-gateway.js';
export { standInPushMessaging, STAND_IN_PUSH_TOKEN_PREFIX } from './memory/stand-in-push-messaging.js';
export { httpPushTokenRegistry } from './http/http-push-token-registry.js';
export { httpDocumentPushTokenStore } from './http/http-document-push-token-store.js';
