import {
  AdminPayoutPageSchema,
  IncomeLinePageSchema,
  PayoutDetailSchema,
  PayoutPageSchema,
  PayoutSchema,
  PlatformIncomeSchema,
  SELLER_INCOME_PATHS,
  SellerIncomeSummarySchema,
  SheetFileSchema,
  incomeLinesQuery,
  type AdminPayoutGateway,
  type SellerIncomeGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerIncomeGateway over `api/v1/seller/income`; every answer is checked with core's schemas. */
export function httpSellerIncomeGateway(client: HttpClient): SellerIncomeGateway {
  return {
    summary: () => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.sellerIncomeSummary, schema: SellerIncomeSummarySchema }),
    lines: (params) => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.sellerIncomeLines, schema: IncomeLinePageSchema, query: incomeLinesQuery(params) }),
    payouts: (page) => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.sellerPayouts, schema: PayoutPageSchema, query: { page } }),
    payout: (id) => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.sellerPayout(id), schema: PayoutDetailSchema }),
    statement: (period) =>
      client.request({ method: 'GET', path: SELLER_INCOME_PATHS.sellerIncomeStatement, schema: SheetFileSchema, query: { from: period.from, to: period.to } }),
  };
}

/** AdminPayoutGateway over `api/v1/cms-admin/payouts` and `platform-income`. */
export function httpAdminPayoutGateway(client: HttpClient): AdminPayoutGateway {
  return {
    list: (params) =>
      client.request({
        method: 'GET',
        path: SELLER_INCOME_PATHS.adminPayouts,
        schema: AdminPayoutPageSchema,
        query: { status: params.status, q: params.q === '' ? undefined : params.q, page: params.page },
      }),
    one: (id) => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.adminPayout(id), schema: PayoutDetailSchema }),
    exportFile: () => client.request({ method: 'GET', path: SELLER_INCOME_PATHS.adminPayoutsExport, schema: SheetFileSchema, query: { status: 'processing' } }),
    markPaid: (id, bankReference) =>
      client.request({ method: 'POST', path: SELLER_INCOME_PATHS.adminPayoutPaid(id), schema: PayoutSchema, body: { bank_reference: bankReference } }),
    markFailed: (id, reason) => client.request({ method: 'POST', path: SELLER_INCOME_PATHS.adminPayoutFailed(id), schema: PayoutSchema, body: { reason } }),
    platformIncome: (period) =>
      client.request({ method: 'GET', path: SELLER_INCOME_PATHS.adminPlatformIncome, schema: PlatformIncomeSchema, query: { from: period.from, to: period.to } }),
  };
}
