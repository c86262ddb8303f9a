/** Payment gateways' callbacks: the text each one signs, and what a callback reports. */
export { MOMO_SIGNED_FIELDS, momoSignatureText, vnpaySignatureText, onepaySignatureText, type MomoSignedField } from './gateway-signature-text.js';
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
