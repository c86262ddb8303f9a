/**
 * Paths of the seller's dashboard (tong-quan, issue 13), apart from API_PATHS so only the
 * seller area's chunks carry them.
 */
export const SELLER_DASHBOARD_PATHS = {
  /** GET: the shop's figures over `?from=&to=` (YYYY-MM-DD, Vietnam days, both included). */
  dashboard: 'api/v1/seller/dashboard',
  /** GET: the period's orders as a spreadsheet (SheetFile: base64 in the envelope), `?from=&to=`. */
  dashboardExport: 'api/v1/seller/dashboard/export',
} as const;
