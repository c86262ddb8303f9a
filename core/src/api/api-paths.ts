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
  sellerMe: 'api/v1/mobile/seller/me',
  /** Development only: the messages the embedded notifier would have sent. */
  devOutbox: 'api/v1/dev/outbox',
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
  orderRefunds: (id: string) => `api/v1/mobile/orders/${encodeURIComponent(id)}/refunds`,
  refund: (id: string) => `api/v1/mobile/refunds/${encodeURIComponent(id)}`,
  refundCancel: (id: string) => `api/v1/mobile/refunds/${encodeURIComponent(id)}/cancel`,
  /** The seller's orders: tabs with counts, search, dates, paging (`?tab=&q=&from=&to=&page=`). */
  sellerOrders: 'api/v1/seller/orders',
  /** POST { ids }: confirms several of the shop's orders, each through the order machine. */
  sellerOrdersConfirm: 'api/v1/seller/orders/batch-confirm',
  /** POST { orders: [{ id, waybill }] }: hands several of the shop's orders to the carrier. */
  sellerOrdersHandOver: 'api/v1/seller/orders/batch-hand-over',
  sellerOrder: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}`,
  sellerOrderConfirm: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}/confirm`,
  sellerOrderHandOver: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}/hand-over`,
  sellerOrderCancel: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}/cancel`,
  sellerOrderCancelAccept: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}/cancel-accept`,
  sellerOrderCancelDecline: (id: string) => `api/v1/seller/orders/${encodeURIComponent(id)}/cancel-decline`,
  sellerRefund: (id: string) => `api/v1/seller/refunds/${encodeURIComponent(id)}`,
  sellerRefundApprove: (id: string) => `api/v1/seller/refunds/${encodeURIComponent(id)}/approve`,
  sellerRefundReject: (id: string) => `api/v1/seller/refunds/${encodeURIComponent(id)}/reject`,
  sellerRefundReceive: (id: string) => `api/v1/seller/refunds/${encodeURIComponent(id)}/receive`,
  adminOrderApprove: (id: string) => `api/v1/cms-admin/orders/${encodeURIComponent(id)}/approve`,
  adminOrderCancel: (id: string) => `api/v1/cms-admin/orders/${encodeURIComponent(id)}/cancel`,
  adminRefundApprove: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/approve`,
  adminRefundReject: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/reject`,
  adminRefundComplete: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/complete`,
  /** Development only: tokens of a shop's seller and of an admin, and the simulated carrier's steps. */
  devShopToken: 'api/v1/dev/shop-token',
  devAdminToken: 'api/v1/dev/admin-token',
  /** Development only: makes an account a seller (as an admin's approval of its shop would). */
  devSellerRole: 'api/v1/dev/seller-role',
  devCarrierAdvance: (orderId: string) => `api/v1/dev/carrier/${encodeURIComponent(orderId)}/advance`,
  devCarrierRefundAdvance: (refundId: string) => `api/v1/dev/carrier/refunds/${encodeURIComponent(refundId)}/advance`,
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
  /** Development only: the analytics events the server recorded. */
  devAnalyticsEvents: 'api/v1/dev/analytics/events',
  /** Development only: the devices with a push token on the server (tokens themselves are not shown). */
  devPushTokens: 'api/v1/dev/push-tokens',
  /** Development only: the reference server's stand-in for the cloud document store (push token records). */
  devDocuments: (collection: string) => `api/v1/dev/documents/${encodeURIComponent(collection)}`,
  devDocument: (collection: string, id: string) => `api/v1/dev/documents/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,

  // ---- Seller registration and the admin's shop queue (ours: the spec shows none of these paths).
  sellerApplication: 'api/v1/mobile/seller/application',
  sellerApplicationSubmit: 'api/v1/mobile/seller/application/submit',
  adminShopApplications: 'api/v1/cms-admin/shop-applications',
  adminShopApplication: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}`,
  adminShopApplicationApprove: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}/approve`,
  adminShopApplicationReject: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}/reject`,
  /** The seller landing page's contact form (spec 5), open to visitors. */
  sellerContacts: 'api/v1/public/seller-contacts',
  // ---- end of seller registration.

  // ---- The seller's products, bulk edit, spreadsheets and the admin's product queue.
  sellerProducts: 'api/v1/seller/products',
  sellerProduct: (id: string) => `api/v1/seller/products/${encodeURIComponent(id)}`,
  /** The product form's choices: the platform's categories and the shop's size charts. */
  sellerProductFormOptions: 'api/v1/seller/products/form-options',
  /** PUT { hidden }: the seller hides a product from buyers or shows it again. */
  sellerProductVisibility: (id: string) => `api/v1/seller/products/${encodeURIComponent(id)}/visibility`,
  adminProducts: 'api/v1/cms-admin/products',
  adminProductApprove: (id: string) => `api/v1/cms-admin/products/${encodeURIComponent(id)}/approve`,
  adminProductReject: (id: string) => `api/v1/cms-admin/products/${encodeURIComponent(id)}/reject`,
  /** GET ?q=&page=: the shop's products and variants with price and stock; PUT { rows }: save many at once. */
  sellerProductBulk: 'api/v1/seller/products/bulk',
  /** GET: the bulk-edit template (.xlsx of the shop's products and variants with their ids). */
  sellerProductBulkTemplate: 'api/v1/seller/products/bulk/template',
  /** POST multipart (field `file`): a filled template, checked line by line; nothing is saved. */
  sellerProductBulkSheet: 'api/v1/seller/products/bulk/sheet',
  /** GET: the download history (30 days); POST { filter, q, sort }: a new .xlsx of the product list. */
  sellerProductExports: 'api/v1/seller/products/exports',
  sellerProductExportFile: (id: string) => `api/v1/seller/products/exports/${encodeURIComponent(id)}/file`,
  // ---- end of the seller's products.

  // ---- The shop's categories, banners and size charts.
  sellerShopCategories: 'api/v1/seller/shop-categories',
  sellerShopCategory: (id: string) => `api/v1/seller/shop-categories/${encodeURIComponent(id)}`,
  sellerBanners: 'api/v1/seller/banners',
  sellerBanner: (id: string) => `api/v1/seller/banners/${encodeURIComponent(id)}`,
  sellerSizeCharts: 'api/v1/seller/size-charts',
  sellerSizeChart: (id: string) => `api/v1/seller/size-charts/${encodeURIComponent(id)}`,
  /** The shop's own products for the category and banner pickers: `?q=` searches names, `?ids=` (comma-separated) reads chosen ones. */
  sellerShopProductOptions: 'api/v1/seller/product-options',
  /**
   * Development only: `{ shopId, name }` puts a copy of a seeded product (no classifications) in a
   * shop, so journeys can group a seller's product before the seller's product form exists.
   */
  devShopProductCopy: 'api/v1/dev/shop-products',
  // ---- end of categories, banners and size charts.
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
