/**
 * Paths of seller income (issue 28): the seller's balance, income lines, payouts and statement
 * under `api/v1/seller/income`, the admin's payouts and the platform's own figures under
 * `api/v1/cms-admin`. The spec shows none of them; they follow its section 7 style. Apart from
 * API_PATHS so only the seller area's and the admin console's chunks carry them.
 */
export const SELLER_INCOME_PATHS = {
  /** GET: the shop's balance, fee plan and bank account (SellerIncomeSummary). */
  sellerIncomeSummary: 'api/v1/seller/income/summary',
  /** GET: a page of the shop's income lines, newest first (`?status=&from=&to=&page=`; IncomeLinePage). */
  sellerIncomeLines: 'api/v1/seller/income/lines',
  /** GET: a page of the shop's payouts, newest first (`?page=`; PayoutPage). */
  sellerPayouts: 'api/v1/seller/income/payouts',
  /** GET: one of the shop's payouts with its lines (PayoutDetail). */
  sellerPayout: (id: string) => `api/v1/seller/income/payouts/${encodeURIComponent(id)}`,
  /** GET: the shop's ledger over `?from=&to=` (Vietnam days, both included) as a spreadsheet (SheetFile). */
  sellerIncomeStatement: 'api/v1/seller/income/statement',
  /** GET: a page of every shop's payouts (`?status=&q=&page=`; AdminPayoutPage), oldest first. */
  adminPayouts: 'api/v1/cms-admin/payouts',
  /** GET: one payout with its shop, bank account and lines (PayoutDetail). */
  adminPayout: (id: string) => `api/v1/cms-admin/payouts/${encodeURIComponent(id)}`,
  /** GET: the bank transfer file of the payouts being processed (`?status=processing`; SheetFile). */
  adminPayoutsExport: 'api/v1/cms-admin/payouts/export',
  /** POST `{ bank_reference }`: the bank paid this payout. */
  adminPayoutPaid: (id: string) => `api/v1/cms-admin/payouts/${encodeURIComponent(id)}/paid`,
  /** POST `{ reason }`: the transfer failed; the money goes back to the shop's balance. */
  adminPayoutFailed: (id: string) => `api/v1/cms-admin/payouts/${encodeURIComponent(id)}/failed`,
  /** GET: the platform's own figures over `?from=&to=` (PlatformIncome). */
  adminPlatformIncome: 'api/v1/cms-admin/platform-income',
} as const;
