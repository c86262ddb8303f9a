import { FAVOURITE_ENDPOINTS } from './favourite-endpoints.js';
import { SELLER_SETTINGS_ENDPOINTS } from './seller-settings-endpoints.js';
import { SELLER_DASHBOARD_ENDPOINTS } from './seller-dashboard-endpoints.js';
import { SELLER_MARKETING_ENDPOINTS } from './seller-marketing-endpoints.js';
import type { Endpoint } from './endpoint.js';

/**
 * Every declared endpoint (issue 29: routes move here domain by domain; the OpenAPI description
 * lists the routes not declared yet from the server's policy tables, without their schemas).
 */
export const API_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(FAVOURITE_ENDPOINTS),
  ...Object.values(SELLER_SETTINGS_ENDPOINTS),
  ...Object.values(SELLER_DASHBOARD_ENDPOINTS),
  ...Object.values(SELLER_MARKETING_ENDPOINTS),
];
