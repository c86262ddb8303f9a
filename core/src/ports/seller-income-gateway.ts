import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { SheetFile } from '../seller-catalogue/product-sheet.js';
import type { IncomeLinePage, PayoutDetail, PayoutPage, SellerIncomeSummary } from '../seller-income/income-api.js';
import type { IncomePageParams } from '../seller-income/income-list-params.js';
import type { IncomePeriod } from '../seller-income/income-params.js';

/** The signed-in seller's income (ban-hang/thu-nhap): balance, income lines, payouts and the statement. */
export interface SellerIncomeGateway {
  summary(): Promise<Result<SellerIncomeSummary, GatewayError>>;
  /** A page of the shop's income lines, newest first, narrowed by status and the day placed. */
  lines(params: Pick<IncomePageParams, 'status' | 'from' | 'to' | 'page'>): Promise<Result<IncomeLinePage, GatewayError>>;
  payouts(page: number): Promise<Result<PayoutPage, GatewayError>>;
  payout(id: string): Promise<Result<PayoutDetail, GatewayError>>;
  /** The shop's ledger over a period as an .xlsx statement. */
  statement(period: IncomePeriod): Promise<Result<SheetFile, GatewayError>>;
}
