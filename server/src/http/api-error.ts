import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AUTH_ERROR_CODES } from '../auth/auth-error-codes.js';
import { COMMERCE_ERROR_CODES } from '../ordering/commerce-error-codes.js';
import { ACCOUNT_ERROR_CODES } from '../account/account-error-codes.js';
import { REVIEW_UPLOAD_ERROR_CODES } from '../reviews/review-error-codes.js';
import { PUSH_ERROR_CODES } from '../push/push-error-codes.js';
import { SELLER_SHOP_ERROR_CODES } from '../seller-shop/seller-shop-error-codes.js';
import { SELLER_REGISTRATION_ERROR_CODES } from '../sellers/seller-registration-error-codes.js';
import { SELLER_PRODUCT_ERROR_CODES } from '../seller-products/seller-product-error-codes.js';
import { SELLER_SETTINGS_ERROR_CODES } from '../seller-settings/seller-settings-error-codes.js';
import { SELLER_DASHBOARD_ERROR_CODES } from '../seller-dashboard/dashboard-error-codes.js';
import { SELLER_INCOME_ERROR_CODES } from '../seller-income/income-error-codes.js';
import { SOCIAL_FEEDBACK_ERROR_CODES } from '../social-feedback/social-feedback-error-codes.js';
import { CHAT_ERROR_CODES } from '../chat/chat-error-codes.js';
import { COMMUNITY_ERROR_CODES } from '../community/community-error-codes.js';
import { AWARDS_ERROR_CODES } from '../awards/awards-error-codes.js';
import { GROUP_BUY_ERROR_CODES } from '../group-buy/group-buy-error-codes.js';
import { NOTIFICATION_ERROR_CODES } from '../notifications/notification-error-codes.js';

/** Stable error codes clients may branch on; the message is for developers. */
export const ERROR_CODES = {
  tokenMissing: 'AUTH.TOKEN_MISSING',
  tokenInvalid: 'AUTH.TOKEN_INVALID',
  lineNotFound: 'CART.LINE_NOT_FOUND',
  outOfStock: 'CART.OUT_OF_STOCK',
  quantityInvalid: 'CART.QUANTITY_INVALID',
  variantRequired: 'CART.VARIANT_REQUIRED',
  variantNotFound: 'CART.VARIANT_NOT_FOUND',
  productNotFound: 'PRODUCT.NOT_FOUND',
  shopNotFound: 'SHOP.NOT_FOUND',
  shopFollowLoginRequired: 'SHOP.FOLLOW_LOGIN_REQUIRED',
  searchQueryTooLong: 'SEARCH.QUERY_TOO_LONG',
  mediaNotFound: 'MEDIA.NOT_FOUND',
  requestInvalid: 'REQUEST.INVALID',
  requestTooLarge: 'REQUEST.TOO_LARGE',
  requestRateLimited: 'REQUEST.RATE_LIMITED',
  requestTooDeep: 'REQUEST.TOO_DEEP',
  requestValueUnsupported: 'REQUEST.VALUE_UNSUPPORTED',
  requestCrossSite: 'REQUEST.CROSS_SITE',
  requestJsonRequired: 'REQUEST.JSON_REQUIRED',
  routeNotFound: 'ROUTE.NOT_FOUND',
  notReady: 'SERVER.NOT_READY',
  internal: 'SERVER.INTERNAL',
  ...AUTH_ERROR_CODES,
  ...COMMERCE_ERROR_CODES,
  ...ACCOUNT_ERROR_CODES,
  ...REVIEW_UPLOAD_ERROR_CODES,
  ...PUSH_ERROR_CODES,
  ...SELLER_SHOP_ERROR_CODES,
  ...SELLER_REGISTRATION_ERROR_CODES,
  ...SELLER_PRODUCT_ERROR_CODES,
  ...SELLER_SETTINGS_ERROR_CODES,
  ...SELLER_DASHBOARD_ERROR_CODES,
  ...SELLER_INCOME_ERROR_CODES,
  ...SOCIAL_FEEDBACK_ERROR_CODES,
  ...CHAT_ERROR_CODES,
  ...COMMUNITY_ERROR_CODES,
  ...AWARDS_ERROR_CODES,
  ...GROUP_BUY_ERROR_CODES,
  ...NOTIFICATION_ERROR_CODES,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An expected failure of a request; the error handler turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    /** What went wrong underneath (a driver's error): logged by the error handler, never sent. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
  }
}
