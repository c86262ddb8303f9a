import { CART_ERRORS } from '../cart/cart-errors.js';
import { CHECKOUT_ERRORS } from '../checkout/checkout-errors.js';
import { COMMUNITY_ERRORS } from '../community/community-errors.js';
import { COMMUNITY_FEED_ERRORS } from '../community/community-feed-errors.js';
import { GROUP_BUY_ERRORS } from '../group-buy/group-buy-errors.js';
import { IDENTITY_ERRORS } from '../identity/identity-errors.js';
import { ORDERING_ERRORS } from '../ordering/ordering-errors.js';
import { PROMOTIONS_ERRORS } from '../promotions/promotions-errors.js';
import { REFUNDS_ERRORS } from '../refunds/refunds-errors.js';
import { SELLER_CATALOGUE_ERRORS } from '../seller-catalogue/seller-catalogue-errors.js';
import { SHOP_ERRORS } from '../shop/shop-errors.js';
import { SHOP_SETTINGS_ERRORS } from '../shop/shop-settings-errors.js';
import { SELLER_REGISTRATION_ERRORS } from '../seller-registration/seller-registration-errors.js';
import { DISCOVERY_ERRORS } from '../discovery/discovery-errors.js';
import { ACCOUNT_ERRORS } from '../account/account-errors.js';
import { REVIEWS_ERRORS } from '../reviews/reviews-errors.js';
import { UPLOADS_ERRORS } from '../uploads/uploads-errors.js';
import { SELLER_DASHBOARD_ERRORS } from '../seller-dashboard/dashboard-errors.js';
import { SOCIAL_FEEDBACK_ERRORS } from '../community/social-feedback-errors.js';
import { CHAT_ERRORS } from '../community/chat-errors.js';
import { AWARDS_ERRORS } from '../awards/awards-errors.js';
import { NOTIFICATION_ERRORS } from '../notifications/notification-errors.js';
import { SELLER_INCOME_ERRORS } from '../seller-income/income-errors.js';
import type { ErrorCatalogue } from './error-catalogue.js';

/** Every domain's catalogue, for checks that look across all of them. */
export const CORE_ERROR_CATALOGUES = {
  cart: CART_ERRORS,
  checkout: CHECKOUT_ERRORS,
  community: COMMUNITY_ERRORS,
  communityFeed: COMMUNITY_FEED_ERRORS,
  groupBuy: GROUP_BUY_ERRORS,
  identity: IDENTITY_ERRORS,
  ordering: ORDERING_ERRORS,
  promotions: PROMOTIONS_ERRORS,
  refunds: REFUNDS_ERRORS,
  sellerCatalogue: SELLER_CATALOGUE_ERRORS,
  shop: SHOP_ERRORS,
  shopSettings: SHOP_SETTINGS_ERRORS,
  sellerRegistration: SELLER_REGISTRATION_ERRORS,
  discovery: DISCOVERY_ERRORS,
  account: ACCOUNT_ERRORS,
  reviews: REVIEWS_ERRORS,
  uploads: UPLOADS_ERRORS,
  sellerDashboard: SELLER_DASHBOARD_ERRORS,
  socialFeedback: SOCIAL_FEEDBACK_ERRORS,
  chat: CHAT_ERRORS,
  awards: AWARDS_ERRORS,
  notifications: NOTIFICATION_ERRORS,
  sellerIncome: SELLER_INCOME_ERRORS,
} as const satisfies Readonly<Record<string, ErrorCatalogue>>;

/**
 * The spec's error catalogue: every stable code core or the reference server can produce,
 * with its message in vi and kr. Front ends load it into their i18n under `errors.`.
 */
export const CORE_ERRORS: ErrorCatalogue = Object.assign({}, ...Object.values(CORE_ERROR_CATALOGUES));
