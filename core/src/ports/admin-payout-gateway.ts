import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { SheetFile } from '../seller-catalogue/product-sheet.js';
import type { AdminPayoutPage, Payout, PayoutDetail, PlatformIncome } from '../seller-income/income-api.js';
import type { AdminPayoutListParams } from '../seller-income/income-list-params.js';
import type { IncomePeriod } from '../seller-income/income-params.js';

/** The admin console's payouts to shops (quan-tri/thanh-toan-nguoi-ban) and the platform's own figures. */
export interface AdminPayoutGateway {
  list(params: AdminPayoutListParams): Promise<Result<AdminPayoutPage, GatewayError>>;
  one(id: string): Promise<Result<PayoutDetail, GatewayError>>;
  /** The bank transfer file of the payouts being processed. */
  exportFile(): Promise<Result<SheetFile, GatewayError>>;
  /** The bank paid it, under this reference; answers the payout as it now stands. */
  markPaid(id: string, bankReference: string): Promise<Result<Payout, GatewayError>>;
  /** The transfer failed; the money goes back to the shop's balance. */
  markFailed(id: string, reason: string): Promise<Result<Payout, GatewayError>>;
  platformIncome(period: IncomePeriod): Promise<Result<PlatformIncome, GatewayError>>;
}
