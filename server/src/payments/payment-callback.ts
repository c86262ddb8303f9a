import { paymentReportCheck, paymentReportRead, type PaymentGateway, type PaymentOutcome, type PaymentReport, type PaymentReportRefusal } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { GatewayCredentials } from './gateway-config.js';
import { gatewaySignatureValid } from './gateway-signing.js';
import type { PaymentRow } from './payment-links.js';
import { paymentSettle } from './payment-settle.js';

/** How a gateway's callback was taken. */
export type CallbackVerdict =
  | { readonly kind: 'bad_signature' | 'unreadable' | 'not_found' }
  | { readonly kind: 'refused'; readonly reason: PaymentReportRefusal }
  /** `already`: the attempt had been settled before (a repeated callback), and nothing changed. */
  | { readonly kind: 'settled'; readonly payment: PaymentRow; readonly outcome: PaymentOutcome; readonly already: boolean };

const merchantOf = (credentials: GatewayCredentials, gateway: PaymentGateway): string => credentials[gateway]?.merchant ?? '';

/** The payment a callback names, locked, with its gateway; null when there is none. */
export async function paymentForCallback(db: Db, id: string): Promise<(PaymentRow & { gateway: PaymentGateway }) | null> {
  const row = await typedDb(db)
    .selectFrom('payments')
    .select(['id', 'order_id', 'method', 'gateway', 'amount', 'status', 'return_url'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The only way an order becomes paid: a gateway's callback whose signature checks out under
 * the merchant secret (gatewaySignatureValid), naming an attempt of that gateway, addressed to
 * our merchant, for exactly the amount asked (core's paymentReportCheck). Then the attempt is
 * settled (paymentSettle); one already settled keeps its result, so a repeated callback changes
 * nothing. No secret for the gateway: every callback is a bad signature.
 */
export async function paymentCallbackTake(
  db: Db,
  credentials: GatewayCredentials,
  gateway: PaymentGateway,
  fields: Readonly<Record<string, string>>,
  now: number,
): Promise<CallbackVerdict> {
  if (!gatewaySignatureValid(gateway, credentials, fields)) return { kind: 'bad_signature' };
  const report = paymentReportRead(gateway, fields);
  if (!report) return { kind: 'unreadable' };
  return paymentReportTake(db, credentials, gateway, report, now);
}

/**
 * Settles an attempt by a report the gateway signed: its notification (paymentCallbackTake) or
 * its answer to our query (the reconciliation), the one path both go through. The report must
 * name an attempt of that gateway, our merchant and the amount asked; the gateway's transaction
 * number is kept (its refund call names it).
 */
export async function paymentReportTake(
  db: Db,
  credentials: GatewayCredentials,
  gateway: PaymentGateway,
  report: PaymentReport,
  now: number,
): Promise<CallbackVerdict> {
  return db.transaction(async (tx): Promise<CallbackVerdict> => {
    const payment = await paymentForCallback(tx, report.reference);
    if (!payment) return { kind: 'not_found' };
    const refusal = paymentReportCheck(payment, gateway, merchantOf(credentials, gateway), report);
    if (refusal) return { kind: 'refused', reason: refusal };
    const settled = await paymentSettle(tx, payment.id, report.outcome, now);
    if (!settled) return { kind: 'not_found' };
    if (!settled.already && report.transaction !== '') {
      await typedDb(tx).updateTable('payments').set({ gateway_transaction: report.transaction }).where('id', '=', payment.id).where('gateway_transaction', 'is', null).execute();
    }
    return { kind: 'settled', payment: settled.payment, outcome: settled.outcome, already: settled.already };
  });
}
