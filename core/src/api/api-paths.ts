/**
 * Paths of the commerce API, relative to its base address. The spec's cart paths are exact;
 * the catalogue and guest-token paths are ours (the spec does not show them).
 */
export const API_PATHS = {
  cartAll: 'api/v1/mobile/carts/all',
  cartCount: 'api/v1/mobile/carts/count',
  cartAdd: 'api/v1/mobile/carts',
  cartQuantities: (lineId: string) => `api/v1/mobile/carts/${encodeURIComponent(lineId)}/quantities`,
  cartLine: (lineId: string) => `api/v1/mobile/carts/${encodeURIComponent(lineId)}`,
  cartDeleteMany: 'api/v1/mobile/carts/delete-many',
  products: 'api/v1/public/products',
  product: (id: string) => `api/v1/public/products/${encodeURIComponent(id)}`,
  categories: 'api/v1/public/categories',
  ipCountry: 'api/v1/public/get-ip-country',
  guestToken: 'api/v1/public/guest-token',
  // Discovery (ours: the spec shows none of these paths).
  productSearch: 'api/v1/public/products/search',
  productSuggest: 'api/v1/public/products/suggest',
  productRelated: (id: string) => `api/v1/public/products/${encodeURIComponent(id)}/related`,
  shop: (id: string) => `api/v1/public/shops/${encodeURIComponent(id)}`,
  topSellers: 'api/v1/public/top-sellers',
  shopFollow: (id: string) => `api/v1/mobile/shops/${encodeURIComponent(id)}/follow`,
  // Accounts (ours: the spec shows none of these paths).
  authCodeRequest: 'api/v1/public/auth/codes',
  authCodeVerify: 'api/v1/public/auth/codes/verify',
  authLogin: 'api/v1/public/auth/login',
  authPasswordReset: 'api/v1/public/auth/password/reset',
  authProviders: 'api/v1/public/auth-providers',
  authOauthStart: (provider: string) => `api/v1/public/auth/oauth/${encodeURIComponent(provider)}/start`,
  authOauthCallback: (provider: string) => `api/v1/public/auth/oauth/${encodeURIComponent(provider)}/callback`,
  authOauthTicket: 'api/v1/public/auth/oauth/ticket',
  authPasswordChange: 'api/v1/mobile/auth/password',
  authLogout: 'api/v1/mobile/auth/logout',
  me: 'api/v1/mobile/me',
  // Checkout and orders (ours, except reasons: the spec shows only that path). Buyers under
  // mobile/, a shop's seller under seller/, the platform under cms-admin/ (the spec's admin prefix).
  reasons: 'api/v1/public/reasons',
  vouchers: 'api/v1/mobile/vouchers',
  checkoutPreview: 'api/v1/mobile/checkout/preview',
  orders: 'api/v1/mobile/orders',
  order: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}`,
  orderCancel: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}/cancel`,
  orderConfirmReceipt: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}/confirm-receipt`,
  orderPayment: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}/payment`,
  /** The gateways' server-to-server notifications (IPN): MoMo POSTs JSON, VNPay and OnePay GET a query. */
  paymentCallback: (gateway: 'momo' | 'vnpay' | 'onepay') => `api/v1/payments/${gateway}/ipn`,
  /** Where a gateway sends the buyer's browser back, with the same signed fields. */
  paymentReturn: (gateway: 'momo' | 'vnpay' | 'onepay') => `api/v1/payments/${gateway}/return`,
  /** GHN's order status callbacks (server to server; the registered address carries `?secret=`). */
  carrierWebhook: 'api/v1/carrier/ghn/webhook',
  orderRefunds: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}/refunds`,
  refund: (id: string) => `api/v1/mobile/refunds/${encodeURIComponent(id)}`,
  refundCancel: (id: string) => `api/v1/mobile/refunds/${encodeURIComponent(id)}/cancel`,
  // Account pages and address book (ours: the spec shows none of these paths). PUT `me` edits
  // the profile; DELETE `me` deletes a buyer's account.
  adminUnits: 'api/v1/public/admin-units',
  adminUnitProvince: (provinceId: string) => `api/v1/public/admin-units/${encodeURIComponent(provinceId)}`,
  addresses: 'api/v1/mobile/addresses',
  address: (id: string) => `api/v1/mobile/addresses/${encodeURIComponent(id)}`,
  addressDefault: (id: string) => `api/v1/mobile/addresses/${encodeURIComponent(id)}/default`,
  accountSettings: 'api/v1/mobile/me/settings',
  /** PUT `{ avatar: url | null }`: an image uploaded through `imageUpload`, or none. */
  accountAvatar: 'api/v1/mobile/me/avatar',
  /**
   * POST `{ channel, destination }`: a code to the new email or phone the profile form is about
   * to save; PUT `me` then carries it as `email_code` / `phone_code`.
   */
  accountContactCode: 'api/v1/mobile/me/contact-code',
  userWall: (userId: string) => `api/v1/public/users/${encodeURIComponent(userId)}`,
  /** POST follows the person, DELETE stops following; both answer the person's wall. */
  userFollow: (userId: string) => `api/v1/mobile/users/${encodeURIComponent(userId)}/follow`,
  // After the purchase: reviews of purchased products (ours) and the image upload (the spec's path).
  imageUpload: 'api/v1/image',
  productReviews: (productId: string) => `api/v1/public/products/${encodeURIComponent(productId)}/reviews`,
  shopReviews: (shopId: string) => `api/v1/public/shops/${encodeURIComponent(shopId)}/reviews`,
  orderReviews: (orderId: string) => `api/v1/mobile/orders/${encodeURIComponent(orderId)}/reviews`,
  reviews: 'api/v1/mobile/reviews',
  review: (reviewId: string) => `api/v1/mobile/reviews/${encodeURIComponent(reviewId)}`,
  // Discovery screens: a seller page's vouchers (ours: the spec shows no path).
  shopVouchers: (id: string) => `api/v1/public/shops/${encodeURIComponent(id)}/vouchers`,
  // Promotions, vouchers wallet, banners, collections, favourites and analytics (ours: the spec shows none of these paths).
  voucherCatalogue: 'api/v1/public/vouchers',
  voucherWallet: 'api/v1/mobile/voucher-wallet',
  voucherWalletSave: (voucherId: string) => `api/v1/mobile/voucher-wallet/${encodeURIComponent(voucherId)}`,
  promotions: 'api/v1/public/promotions',
  banners: 'api/v1/public/banners',
  banner: (id: string) => `api/v1/public/banners/${encodeURIComponent(id)}`,
  collection: (id: string) => `api/v1/public/collections/${encodeURIComponent(id)}`,
  favourites: 'api/v1/mobile/favourites',
  favourite: (productId: string) => `api/v1/mobile/favourites/${encodeURIComponent(productId)}`,
  analyticsEvents: 'api/v1/mobile/analytics/events',
} as const;

/**
 * Paths of the community API (relative to its own base address, spec section 7). The push
 * token calls' bodies are the spec's: {token, deviceId, os} and {deviceId}.
 */
export const COMMUNITY_PATHS = {
  pushTokenCreate: 'notification/create-push-token',
  pushTokenRemove: 'notification/remove-device-push-token',
} as const;

/** HTTP header names the spec requires on every call. */
export const API_HEADERS = {
  authorization: 'authorization',
  country: 'country',
  language: 'language',
  sessionId: 'session-id',
  deviceId: 'device-id',
} as const;

/** The scheme word before the token in the authorization header. */
export const AUTH_SCHEME = 'Bearer';
