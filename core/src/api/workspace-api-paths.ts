/**
 * The seller area's, the admin console's and the development helpers' paths, kept out of
 * `API_PATHS` and out of its module: a module the first visit imports is bundled whole into the
 * first visit's chunk (every export that any lazy chunk reads stays there), so paths only the
 * workspaces, the server and tests read live here, and a buyer's first visit never carries them.
 * New seller or admin paths go here (or in a module of their own), never in `API_PATHS`.
 */

/** The seller's calls: registration, products, orders, refunds, shop categories, banners, size charts. */
export const SELLER_API_PATHS = {
  /** POST multipart (field `file`): a product's video from an account's session (ours; the spec shows only the image path). */
  videoUpload: 'api/v1/video',
  sellerMe: 'api/v1/mobile/seller/me',
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
  sellerApplication: 'api/v1/mobile/seller/application',
  sellerApplicationSubmit: 'api/v1/mobile/seller/application/submit',
  /** The seller landing page's contact form (spec 5), open to visitors. */
  sellerContacts: 'api/v1/public/seller-contacts',
  sellerProducts: 'api/v1/seller/products',
  sellerProduct: (id: string) => `api/v1/seller/products/${encodeURIComponent(id)}`,
  /** The product form's choices: the platform's categories and the shop's size charts. */
  sellerProductFormOptions: 'api/v1/seller/products/form-options',
  /** PUT { hidden }: the seller hides a product from buyers or shows it again. */
  sellerProductVisibility: (id: string) => `api/v1/seller/products/${encodeURIComponent(id)}/visibility`,
  /** GET ?q=&page=: the shop's products and variants with price and stock; PUT { rows }: save many at once. */
  sellerProductBulk: 'api/v1/seller/products/bulk',
  /** GET: the bulk-edit template (.xlsx of the shop's products and variants with their ids). */
  sellerProductBulkTemplate: 'api/v1/seller/products/bulk/template',
  /** POST multipart (field `file`): a filled template, checked line by line; nothing is saved. */
  sellerProductBulkSheet: 'api/v1/seller/products/bulk/sheet',
  /** GET: the download history (30 days); POST { filter, q, sort }: a new .xlsx of the product list. */
  sellerProductExports: 'api/v1/seller/products/exports',
  sellerProductExportFile: (id: string) => `api/v1/seller/products/exports/${encodeURIComponent(id)}/file`,
  sellerShopCategories: 'api/v1/seller/shop-categories',
  sellerShopCategory: (id: string) => `api/v1/seller/shop-categories/${encodeURIComponent(id)}`,
  sellerBanners: 'api/v1/seller/banners',
  sellerBanner: (id: string) => `api/v1/seller/banners/${encodeURIComponent(id)}`,
  sellerSizeCharts: 'api/v1/seller/size-charts',
  sellerSizeChart: (id: string) => `api/v1/seller/size-charts/${encodeURIComponent(id)}`,
  /** The shop's own products for the category and banner pickers: `?q=` searches names, `?ids=` (comma-separated) reads chosen ones. */
  sellerShopProductOptions: 'api/v1/seller/product-options',
} as const;

/** The platform's calls (the spec's cms-admin prefix): shop and product queues, order and refund steps. */
export const ADMIN_API_PATHS = {
  adminOrderApprove: (id: string) => `api/v1/cms-admin/orders/${encodeURIComponent(id)}/approve`,
  adminOrderCancel: (id: string) => `api/v1/cms-admin/orders/${encodeURIComponent(id)}/cancel`,
  adminRefundApprove: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/approve`,
  adminRefundReject: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/reject`,
  adminRefundComplete: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}/complete`,
  adminShopApplications: 'api/v1/cms-admin/shop-applications',
  adminShopApplication: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}`,
  adminShopApplicationApprove: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}/approve`,
  adminShopApplicationReject: (id: string) => `api/v1/cms-admin/shop-applications/${encodeURIComponent(id)}/reject`,
  adminProducts: 'api/v1/cms-admin/products',
  adminProductApprove: (id: string) => `api/v1/cms-admin/products/${encodeURIComponent(id)}/approve`,
  adminProductReject: (id: string) => `api/v1/cms-admin/products/${encodeURIComponent(id)}/reject`,
} as const;

/** Development only: the reference server's helpers (outbox, actor tokens, carrier steps, stand-ins). */
export const DEV_API_PATHS = {
  /** Development only: the messages the embedded notifier would have sent. */
  devOutbox: 'api/v1/dev/outbox',
  /** Development only: tokens of a shop's seller and of an admin, and the simulated carrier's steps. */
  devShopToken: 'api/v1/dev/shop-token',
  devAdminToken: 'api/v1/dev/admin-token',
  /** Development only: makes an account a seller (as an admin's approval of its shop would). */
  devSellerRole: 'api/v1/dev/seller-role',
  devCarrierAdvance: (orderId: string) => `api/v1/dev/carrier/${encodeURIComponent(orderId)}/advance`,
  devCarrierRefundAdvance: (refundId: string) => `api/v1/dev/carrier/refunds/${encodeURIComponent(refundId)}/advance`,
  /** Development only: the analytics events the server recorded. */
  devAnalyticsEvents: 'api/v1/dev/analytics/events',
  /** Development only: the devices with a push token on the server (tokens themselves are not shown). */
  devPushTokens: 'api/v1/dev/push-tokens',
  /** Development only: the reference server's stand-in for the cloud document store (push token records). */
  devDocuments: (collection: string) => `api/v1/dev/documents/${encodeURIComponent(collection)}`,
  devDocument: (collection: string, id: string) => `api/v1/dev/documents/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
  /**
   * Development only: `{ shopId, name }` puts a copy of a seeded product (no classifications) in a
   * shop, so journeys can group a seller's product before the seller's product form exists.
   */
  devShopProductCopy: 'api/v1/dev/shop-products',
} as const;
