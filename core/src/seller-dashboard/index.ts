export {
  DASHBOARD_PRESETS,
  DASHBOARD_PRESET_DEFAULT,
  DASHBOARD_PERIOD_MAX_DAYS,
  vietnamDayText,
  dashboardPeriodOfPreset,
  dashboardPeriodDays,
  dashboardPeriodValidate,
  dashboardSearchRead,
  type DashboardPreset,
  type DashboardPeriod,
} from './dashboard-period.js';
export { dashboardRate, dashboardConversion, sellerOrderHandlingInactive, dashboardSeriesFill, type DashboardDay } from './dashboard-rules.js';
export {
  DASHBOARD_SALES_STATUSES,
  DASHBOARD_TOP_PRODUCTS,
  DASHBOARD_GUEST_VISITORS_PER_PLACE,
  DashboardTopProductSchema,
  SellerDashboardSchema,
  type DashboardTopProduct,
  type SellerDashboard,
} from './seller-dashboard.js';
export { SELLER_DASHBOARD_ERRORS } from './dashboard-errors.js';
