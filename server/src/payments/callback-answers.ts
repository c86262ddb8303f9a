import type { PaymentGateway } from '@modavi/core';
import type { CallbackVerdict } from './payment-callback.js';

/** An HTTP answer to a gateway's server-to-server notification. */
export interface CallbackAnswer {
  readonly status: 200 | 204 | 400 | 404;
  readonly type: 'json' | 'text' | 'none';
  readonly body: string;
}

/** VNPay's IPN answer codes (RspCode), which its server reads from a 200 JSON body. */
const VNPAY_ANSWER: Readonly<Record<string, readonly [string, string]>> = {
  settled: ['00', 'Confirm Success'],
  already: ['02', 'Order already confirmed'],
  not_found: ['01', 'Order not found'],
  gateway_mismatch: ['01', 'Order not found'],
  amount_mismatch: ['04', 'Invalid amount'],
  bad_signature: ['97', 'Invalid signature'],
};

const keyOf = (verdict: CallbackVerdict): string =>
  verdict.kind === 'settled' ? (verdict.already ? 'already' : 'settled') : verdict.kind === 'refused' ? verdict.reason : verdict.kind;

/**
 * What each gateway expects back: MoMo 204 No Content once taken (repeated or not), an error
 * status otherwise; VNPay always 200 with `{ RspCode, Message }` (00 taken, 02 already
 * confirmed, 01 unknown order, 04 wrong amount, 97 bad signature, 99 anything else); OnePay
 * 200 with `responsecode=1&desc=confirm-success`, or `responsecode=0&desc=confirm-fail`.
 */
export function callbackAnswer(gateway: PaymentGateway, verdict: CallbackVerdict): CallbackAnswer {
  const taken = verdict.kind === 'settled';
  if (gateway === 'momo') {
    if (taken) return { status: 204, type: 'none', body: '' };
    return { status: verdict.kind === 'not_found' ? 404 : 400, type: 'json', body: JSON.stringify({ message: keyOf(verdict) }) };
  }
  if (gateway === 'vnpay') {
    const [RspCode, Message] = VNPAY_ANSWER[keyOf(verdict)] ?? ['99', 'Unknown error'];
    return { status: 200, type: 'json', body: JSON.stringify({ RspCode, Message }) };
  }
  return { status: 200, type: 'text', body: taken ? 'responsecode=1&desc=confirm-success' : 'responsecode=0&desc=confirm-fail' };
}
