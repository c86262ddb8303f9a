import * as z from 'zod/mini';
import { SELLER_DASHBOARD_PATHS } from '../api/seller-dashboard-paths.js';
import { SellerDashboardSchema } from '../seller-dashboard/seller-dashboard.js';
import { SheetFileSchema } from '../seller-catalogue/product-sheet.js';
import { endpoint } from './endpoint.js';

/**
 * `?from=&to=` (YYYY-MM-DD, Vietnam days, both included) as sent: optional texts, so the period's
 * rule (dashboardPeriodValidate, in the route) answers a missing or unusable one with its own
 * SELLER_DASHBOARD.PERIOD_INVALID rather than the schema with REQUEST.INVALID.
 */
export const SellerDashboardQuerySchema = z.object({ from: z.optional(z.string()), to: z.optional(z.string()) });

const DASHBOARD_ERRORS = ['SELLER_DASHBOARD.NOT_ALLOWED', 'SELLER_SHOP.NOT_ALLOWED', 'SELLER_DASHBOARD.PERIOD_INVALID'] as const;

/** The seller's dashboard (tong-quan) and its sales report, of the caller's own shop. */
export const SELLER_DASHBOARD_ENDPOINTS = {
  sellerDashboard: endpoint({
    id: 'sellerDashboard',
    method: 'GET',
    path: SELLER_DASHBOARD_PATHS.dashboard,
    policy: 'seller',
    summary: "The shop's figures over the period (at most DASHBOARD_PERIOD_MAX_DAYS days, not after today).",
    query: SellerDashboardQuerySchema,
    answer: SellerDashboardSchema,
    errors: DASHBOARD_ERRORS,
  }),
  sellerDashboardExport: endpoint({
    id: 'sellerDashboardExport',
    method: 'GET',
    path: SELLER_DASHBOARD_PATHS.dashboardExport,
    policy: 'seller',
    summary: "The period's orders as a spreadsheet (xlsx, base64 in the envelope).",
    query: SellerDashboardQuerySchema,
    answer: SheetFileSchema,
    errors: DASHBOARD_ERRORS,
  }),
} as const;
