import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { DashboardPeriod } from '../seller-dashboard/dashboard-period.js';
import type { SellerDashboard } from '../seller-dashboard/seller-dashboard.js';
import type { SheetFile } from '../seller-catalogue/product-sheet.js';

/** The signed-in seller's dashboard (tong-quan): its shop's figures and the sales report. */
export interface SellerDashboardGateway {
  dashboard(period: DashboardPeriod): Promise<Result<SellerDashboard, GatewayError>>;
  /** The period's orders as an .xlsx sales report. */
  salesReport(period: DashboardPeriod): Promise<Result<SheetFile, GatewayError>>;
}
