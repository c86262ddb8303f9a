import type { PaymentGateway } from '../ordering/payment-method.js';

/** How the buyer's attempt ended, as a gateway reports it. */
export type PaymentReportOutcome = 'approve' | 'decline' | 'cancel';

/** What a gateway's (signature-checked) callback says, in the platform's words. */
export interface PaymentReport {
  /** Our payment attempt's id, which we gave the gateway as its order reference. */
  readonly reference: string;
  /** The merchant the callback is addressed to (partnerCode, vnp_TmnCode, vpc_Merchant). */
  readonly merchant: string;
  /** In VND (VNPay and OnePay send hundredths; they are converted here). */
  readonly amount: number;
  readonly outcome: PaymentReportOutcome;
  /** The gateway's own number of the transaction (MoMo transId, vnp_TransactionNo, vpc_TransactionNo): what its refund call names. Empty when not sent. */
  readonly transaction: string;
}

/**
 * Result codes meaning the buyer gave up rather than being refused: MoMo 1006 (declined by the
 * user), VNPay 24 (customer cancelled), OnePay 99 (user cancel).
 */
export const PAYMENT_CANCEL_CODES: Readonly<Record<PaymentGateway, string>> = { momo: '1006', vnpay: '24', onepay: '99' };

/** The field each gateway names its own transaction number in. */
const TRANSACTION_FIELD: Readonly<Record<PaymentGateway, string>> = { momo: 'transId', vnpay: 'vnp_TransactionNo', onepay: 'vpc_TransactionNo' };

/** Gateways that count money in hundredths of the currency unit. */
const HUNDREDTHS: Readonly<Record<PaymentGateway, boolean>> = { momo: false, vnpay: true, onepay: true };

/** An amount as a gateway writes it ('150000', or '15000000' in hundredths). */
export const paymentAmountText = (gateway: PaymentGateway, vnd: number): string => String(HUNDREDTHS[gateway] ? vnd * 100 : vnd);

function amountRead(gateway: PaymentGateway, text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  if (!HUNDREDTHS[gateway]) return value;
  return value % 100 === 0 ? value / 100 : null;
}

const outcomeOf = (gateway: PaymentGateway, success: boolean, code: string): PaymentReportOutcome =>
  success ? 'approve' : code === PAYMENT_CANCEL_CODES[gateway] ? 'cancel' : 'decline';

/**
 * Reads a callback's fields (MoMo's JSON body, VNPay's or OnePay's query) into a report; null
 * when a field the decision needs is missing or malformed. Success is MoMo resultCode 0, VNPay
 * vnp_ResponseCode and vnp_TransactionStatus 00, OnePay vpc_TxnResponseCode 0.
 */
export function paymentReportRead(gateway: PaymentGateway, fields: Readonly<Record<string, string>>): PaymentReport | null {
  const [reference, merchant, amountText, code, success] =
    gateway === 'momo'
      ? [fields['orderId'], fields['partnerCode'], fields['amount'], fields['resultCode'] ?? '', fields['resultCode'] === '0']
      : gateway === 'vnpay'
        ? [fields['vnp_TxnRef'], fields['vnp_TmnCode'], fields['vnp_Amount'], fields['vnp_ResponseCode'] ?? '', fields['vnp_ResponseCode'] === '00' && fields['vnp_TransactionStatus'] === '00']
        : [fields['vpc_MerchTxnRef'], fields['vpc_Merchant'], fields['vpc_Amount'], fields['vpc_TxnResponseCode'] ?? '', fields['vpc_TxnResponseCode'] === '0'];
  const amount = amountRead(gateway, amountText);
  if (!reference || !merchant || amount === null || code === '') return null;
  return { reference, merchant, amount, outcome: outcomeOf(gateway, success, code), transaction: fields[TRANSACTION_FIELD[gateway]] ?? '' };
}

/** The payment attempt as stored when its callback arrives. */
export interface StoredPayment {
  readonly gateway: PaymentGateway;
  readonly amount: number;
}

/** Why a signed report is not about this payment (answered to the gateway and logged; no buyer sees it). */
export type PaymentReportRefusal = 'gateway_mismatch' | 'merchant_mismatch' | 'amount_mismatch';

/**
 * Whether a signed report may settle the stored attempt: it must come through the attempt's own
 * gateway, be addressed to our merchant, and carry exactly the amount asked (a signature proves
 * who wrote the report, not that it is about this payment's money). Null when it may.
 */
export function paymentReportCheck(stored: StoredPayment, gateway: PaymentGateway, merchant: string, report: PaymentReport): PaymentReportRefusal | null {
  if (stored.gateway !== gateway) return 'gateway_mismatch';
  if (report.merchant !== merchant) return 'merchant_mismatch';
  if (report.amount !== stored.amount) return 'amount_mismatch';
  return null;
}
