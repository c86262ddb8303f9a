/** Payment gateways' callbacks: the text each one signs, and what a callback reports. */
export { MOMO_SIGNED_FIELDS, momoSignatureText, vnpaySignatureText, onepaySignatureText, type MomoSignedField } from './gateway-signature-text.js';
export {
  MOMO_CREATE_SIGNED,
  MOMO_CREATE_ANSWER_SIGNED,
  MOMO_QUERY_SIGNED,
  MOMO_QUERY_ANSWER_SIGNED,
  MOMO_REFUND_SIGNED,
  MOMO_REFUND_ANSWER_SIGNED,
  VNPAY_QUERY_SIGNED,
  VNPAY_QUERY_ANSWER_SIGNED,
  VNPAY_REFUND_SIGNED,
  VNPAY_REFUND_ANSWER_SIGNED,
  vnpayPipeText,
} from './gateway-request-text.js';
export {
  PAYMENT_CANCEL_CODES,
  paymentAmountText,
  paymentReportRead,
  paymentReportCheck,
  type PaymentReport,
  type PaymentReportOutcome,
  type PaymentReportRefusal,
  type StoredPayment,
} from './gateway-report.js';
export {
  paymentSettlement,
  type PaymentAttemptStatus,
  type PaymentAttemptView,
  type PaymentSettlement,
} from './payment-settlement.js';
export {
  MoneyBackSchema,
  MoneyBackCauseSchema,
  MoneyBackStatusSchema,
  type MoneyBack,
} from './money-back.js';
