import {
  MOMO_CREATE_ANSWER_SIGNED,
  MOMO_CREATE_SIGNED,
  MOMO_QUERY_ANSWER_SIGNED,
  MOMO_QUERY_SIGNED,
  MOMO_REFUND_ANSWER_SIGNED,
  MOMO_REFUND_SIGNED,
  PAYMENT_CANCEL_CODES,
  type PaymentReportOutcome,
} from '@modavi/core';
import type { MomoCredentials } from '../gateway-config.js';
import { gatewaySign, momoSignFields, signaturesMatch } from '../gateway-signing.js';
import { MOMO_PATHS } from '../gateways/momo-client.js';
import { standInFields, standInServe, type StandInMode, type StandInServer } from './stand-in-server.js';

interface MomoTransaction {
  readonly amount: number;
  readonly orderInfo: string;
  readonly requestType: string;
  status: 'opened' | PaymentReportOutcome;
  transId: string;
  refunded: number;
}

export interface MomoStandIn extends StandInServer {
  /** How each call is answered; `signWith` signs MoMo's answers with another secret (a forged answer). */
  readonly modes: { create: StandInMode; query: StandInMode; refund: StandInMode; signWith: string | null; refuseCreate: string | null };
  /** Requests whose signature did not check out (each refused with MoMo's resultCode 13). */
  readonly badSignatures: string[];
  readonly refunds: Map<string, Record<string, string>>;
  /** Requests received, by path. */
  readonly calls: string[];
  /** The buyer ends the payment on MoMo's page: the notification MoMo would post to the IPN, signed. */
  pay(orderId: string, outcome: PaymentReportOutcome, amountOverride?: number): Record<string, string>;
}

const CODES: Readonly<Record<PaymentReportOutcome, string>> = { approve: '0', decline: '1001', cancel: PAYMENT_CANCEL_CODES.momo };

/**
 * A stand-in of MoMo's API v2 for tests: `create`, `query` and `refund` as MoMo's guide
 * describes them. It checks each request's signature under the merchant's keys (MoMo's
 * resultCode 13 otherwise), signs its answers the same way, refuses a second create for an
 * order id (41) and an unknown order (42), answers a repeated refund id with the first answer,
 * and can be down (503), silent, or sign with another secret.
 */
export async function momoStandIn(momo: MomoCredentials): Promise<MomoStandIn> {
  const transactions = new Map<string, MomoTransaction>();
  const refunds = new Map<string, Record<string, string>>();
  const badSignatures: string[] = [];
  const calls: string[] = [];
  const modes: MomoStandIn['modes'] = { create: 'normal', query: 'normal', refund: 'normal', signWith: null, refuseCreate: null };
  let transNo = 4_100_000_000;
  let clock = 1_765_000_000_000;

  const answer = (fields: Record<string, string>, names: readonly string[]) => {
    const key = modes.signWith === null ? momo : { ...momo, secret: modes.signWith };
    return { ...fields, signature: momoSignFields(key, fields, names) };
  };
  const checked = (path: string, fields: Record<string, string>, names: readonly string[]) => {
    if (fields['partnerCode'] === momo.merchant && signaturesMatch(momoSignFields(momo, fields, names), fields['signature'])) return true;
    badSignatures.push(path);
    return false;
  };
  const plain = (fields: Record<string, string>, resultCode: string, message: string) => ({
    status: 200,
    json: { partnerCode: momo.merchant, orderId: fields['orderId'] ?? '', requestId: fields['requestId'] ?? '', resultCode: Number(resultCode), message, responseTime: (clock += 1) },
  });

  const server = await standInServe((path, body) => {
    calls.push(path);
    const fields = standInFields(body);
    const mode = path === MOMO_PATHS.create ? modes.create : path === MOMO_PATHS.query ? modes.query : modes.refund;
    if (mode === 'hang') return 'hang';
    if (mode === 'down') return { status: 503, json: { message: 'Service Unavailable' } };
    const orderId = fields['orderId'] ?? '';
    if (path === MOMO_PATHS.create) {
      if (!checked(path, fields, MOMO_CREATE_SIGNED)) return plain(fields, '13', 'Merchant authentication failed.');
      if (modes.refuseCreate !== null) return plain(fields, modes.refuseCreate, 'Transaction denied by MoMo.');
      if (transactions.has(orderId)) return plain(fields, '41', 'Duplicate orderId.');
      transactions.set(orderId, { amount: Number(fields['amount']), orderInfo: fields['orderInfo'] ?? '', requestType: fields['requestType'] ?? '', status: 'opened', transId: '', refunded: 0 });
      const created = { partnerCode: momo.merchant, requestId: fields['requestId'] ?? '', orderId, amount: fields['amount'] ?? '', responseTime: String((clock += 1)), message: 'Successful.', resultCode: '0', payUrl: `${server.url}/pay/${orderId}` };
      return { status: 200, json: answer(created, MOMO_CREATE_ANSWER_SIGNED) };
    }
    if (path === MOMO_PATHS.query) {
      if (!checked(path, fields, MOMO_QUERY_SIGNED)) return plain(fields, '13', 'Merchant authentication failed.');
      const transaction = transactions.get(orderId);
      if (!transaction) return plain(fields, '42', 'Invalid orderId or orderId is not found.');
      if (transaction.status === 'opened') return plain(fields, '1000', 'Transaction is initiated, waiting for user confirmation.');
      const queried = {
        partnerCode: momo.merchant, orderId, requestId: fields['requestId'] ?? '', extraData: '', amount: String(transaction.amount), transId: transaction.transId,
        payType: 'qr', resultCode: CODES[transaction.status], message: transaction.status === 'approve' ? 'Successful.' : 'Transaction denied.', responseTime: String((clock += 1)),
      };
      return { status: 200, json: answer(queried, MOMO_QUERY_ANSWER_SIGNED) };
    }
    if (path === MOMO_PATHS.refund) {
      if (!checked(path, fields, MOMO_REFUND_SIGNED)) return plain(fields, '13', 'Merchant authentication failed.');
      const earlier = refunds.get(orderId);
      if (earlier) return { status: 200, json: earlier };
      const paid = [...transactions.values()].find((transaction) => transaction.transId !== '' && transaction.transId === fields['transId']);
      if (!paid || paid.status !== 'approve') return plain(fields, '1080', 'Refund attempt failed: transaction not found or not paid.');
      const amount = Number(fields['amount']);
      if (!(amount > 0) || paid.refunded + amount > paid.amount) return plain(fields, '1081', 'Refund rejected: amount exceeds what is left.');
      paid.refunded += amount;
      const done = answer(
        { partnerCode: momo.merchant, orderId, requestId: fields['requestId'] ?? '', amount: String(amount), transId: String((transNo += 1)), resultCode: '0', message: 'Successful.', responseTime: String((clock += 1)) },
        MOMO_REFUND_ANSWER_SIGNED,
      );
      refunds.set(orderId, done);
      return { status: 200, json: done };
    }
    return { status: 404, json: { message: 'Not found' } };
  });

  return {
    ...server,
    modes,
    badSignatures,
    refunds,
    calls,
    pay(orderId, outcome, amountOverride) {
      const transaction = transactions.get(orderId);
      if (!transaction) throw new Error(`MoMo stand-in: no payment ${orderId}`);
      transaction.status = outcome;
      transaction.transId = String((transNo += 1));
      const fields = {
        partnerCode: momo.merchant, orderId, requestId: orderId, amount: String(amountOverride ?? transaction.amount), orderInfo: transaction.orderInfo,
        orderType: 'momo_wallet', transId: transaction.transId, resultCode: CODES[outcome], message: outcome === 'approve' ? 'Successful.' : 'Transaction denied.',
        payType: 'qr', responseTime: String((clock += 1)), extraData: '',
      };
      return { ...fields, signature: gatewaySign('momo', { momo, vnpay: null, onepay: null }, fields) ?? '' };
    },
  };
}
