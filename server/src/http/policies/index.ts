import { API_ENDPOINTS } from '@modavi/core';
import type { RouteTable } from '../route-policy.js';
import { contractPolicyTable } from '../contract/contract-policies.js';
import { OPENAPI_POLICIES } from '../contract/openapi-routes.js';
import { ACCOUNT_POLICIES } from './account-policies.js';
import { COMMERCE_POLICIES } from './commerce-policies.js';
import { DEV_POLICIES } from './dev-policies.js';
import { DISCOVERY_POLICIES } from './discovery-policies.js';
import { SELLER_REGISTRATION_POLICIES } from './seller-registration-policies.js';
import { SELLER_PRODUCT_POLICIES } from './seller-product-policies.js';
import { SELLER_SHOP_POLICIES } from './seller-shop-policies.js';
import { REFUND_DESK_POLICIES } from './refund-desk-policies.js';
import { CONTENT_POLICIES } from './content-policies.js';
import { SOCIAL_FEEDBACK_POLICIES } from './social-feedback-policies.js';
import { CHAT_POLICIES } from './chat-policies.js';
import { COMMUNITY_POLICIES } from './community-policies.js';
import { AWARDS_POLICIES } from './awards-policies.js';
import { GROUP_BUY_POLICIES } from './group-buy-policies.js';
import { NOTIFICATION_POLICIES } from './notification-policies.js';
import { SELLER_INCOME_POLICIES } from './seller-income-policies.js';

/**
 * Every route's policy, one table per area; createApi enforces them (route-gate.ts). Declared
 * endpoints (core's API_ENDPOINTS) carry theirs; the area tables hold the routes not declared yet.
 */
export const ROUTE_POLICIES: readonly RouteTable[] = [
  contractPolicyTable(API_ENDPOINTS),
  OPENAPI_POLICIES,
  DISCOVERY_POLICIES,
  ACCOUNT_POLICIES,
  COMMERCE_POLICIES,
  DEV_POLICIES,
  SELLER_REGISTRATION_POLICIES,
  SELLER_PRODUCT_POLICIES,
  SELLER_SHOP_POLICIES,
  REFUND_DESK_POLICIES,
  CONTENT_POLICIES,
  SOCIAL_FEEDBACK_POLICIES,
  CHAT_POLICIES,
  COMMUNITY_POLICIES,
  AWARDS_POLICIES,
  GROUP_BUY_POLICIES,
  NOTIFICATION_POLICIES,
  SELLER_INCOME_POLICIES,
];
