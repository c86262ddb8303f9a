export {
  INCOME_LINE_STATUSES,
  IncomeLineStatusSchema,
  IncomeLineSchema,
  IncomeLinePageSchema,
  FeePlanSchema,
  SellerIncomeSummarySchema,
  PAYOUT_STATUSES,
  PayoutStatusSchema,
  PayoutSchema,
  PayoutPageSchema,
  AdminPayoutPageSchema,
  PayoutDetailSchema,
  PlatformIncomeSchema,
  type IncomeLineStatus,
  type IncomeLine,
  type IncomeLinePage,
  type FeePlan,
  type SellerIncomeSummary,
  type PayoutStatus,
  type Payout,
  type PayoutPage,
  type AdminPayoutPage,
  type PayoutDetail,
  type PlatformIncome,
} from './income-api.js';
export {
  SELLER_FIRST_YEAR_MONTHS,
  SELLER_SERVICE_FEE_AFTER_FIRST_YEAR_PERCENT,
  SELLER_PAYMENT_FEE_PERCENT,
  vietnamMonthsAfter,
  feePlanAt,
  type FeePlanFacts,
} from './fee-plan.js';
export {
  platformShares,
  incomeSplit,
  type IncomeRefund,
  type IncomeCompensation,
  type IncomePartFacts,
  type IncomeAdjustment,
  type IncomeSplit,
} from './income-line.js';
export {
  INCOME_RETURN_WINDOW_DEFAULT_DAYS,
  INCOME_COD_REMITTED_STATUSES,
  incomeMoneyReceived,
  incomeReturnWindowEnd,
  incomePayableAt,
  incomeIsPayable,
  type IncomePayableFacts,
} from './income-payable.js';
export { PAYOUT_WEEKLY_DAY, PAYOUT_MONTHLY_DATE, payoutDayIs, payoutNextAt, payoutPeriodKey } from './payout-schedule.js';
export { PAYOUT_BANK_REFERENCE_MAX, PAYOUT_FAILURE_REASON_MAX, SELLER_INCOME_ERRORS, type SellerIncomeErrorCode } from './income-errors.js';
