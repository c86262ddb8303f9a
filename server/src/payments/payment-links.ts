import { randomBytes } from 'node:crypto';
import { Either } from 'effect';
import {
  API_PATHS,
  CHECKOUT_RETURN_ORDER_ID,
  paymentMethodRoute,
  vnd,
  type PaymentGateway,
  type PaymentLink,
  type PaymentMethod,
} from '@modavi/core';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { providerRun } from '../providers/provider-call.js';
import { providerFailureText } from '../providers/provider-failure.js';
import type { GatewayCredentials } from './gateway-config.js';
import { gatewayClient } from './gateways/gateway-clients.js';
import { msTime } from '../db/time-sql.js';

/** Where the sandbox gateway's page lives, on this server. */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** The app page a buyer returns to when the order named no other: its order detail. */
export const RETURN_PATH_DEFAULT = `/trang-ca-nhan/don-hang/${CHECKOUT_RETURN_ORDER_ID}`;

/** The gateway would not hand out a payment link (MODAVI_PAYMENT_GATEWAY_FAIL=1 plays this). */
export class PaymentLinkError extends Error {
  constructor(detail?: string) {
    super(detail ? `The payment gateway did not give a payment link (${detail}).` : 'The payment gateway did not give a payment link.');
    this.name = 'PaymentLinkError';
  }
}

/** Where the buyer's address is unknown (a caller that does not pass it): VNPay and OnePay require one. */
export const CLIENT_IP_UNKNOWN = '127.0.0.1';

/** A payment attempt as the payment paths pass it on (the columns every one of them selects). */
export type PaymentRow = Pick<Selectable<DB['payments']>, 'id' | 'order_id' | 'method' | 'amount' | 'status' | 'return_url'> & {
  /** The gateway's pay page (selected only where the link is answered); null: the sandbox page. */
  readonly pay_url?: string | null;
};

export interface PaymentLinkOptions {
  /** The origin the buyer's browser reaches this server at. */
  readonly origin: string;
  /** Language of the gateway page: 'vi' or 'en'. */
  readonly lang: 'vi' | 'en';
  readonly fail: boolean;
  /** The gateways this deployment holds merchant secrets of (gatewaysConfigured): no other can be paid through. */
  readonly gateways: readonly PaymentGateway[];
  /** The gateways' credentials and addresses: a gateway with its addresses set is called; absent, or without them, the sandbox page plays it. */
  readonly credentials?: GatewayCredentials;
  /** The buyer's address (VNPay and OnePay ask for it). */
  readonly clientIp?: string;
}

/** The app path with the new order's id in place of `{id}`. */
export const returnPathFor = (path: string | null, orderId: string): string =>
  (path ?? RETURN_PATH_DEFAULT).split(CHECKOUT_RETURN_ORDER_ID).join(encodeURIComponent(orderId));

export const paymentUrl = (payment: Pick<PaymentRow, 'id' | 'pay_url'>, options: Pick<PaymentLinkOptions, 'origin' | 'lang'>): string =>
  payment.pay_url ?? `${options.origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(payment.id)}?lang=${options.lang}`;

export const paymentLinkJson = (payment: PaymentRow, options: Pick<PaymentLinkOptions, 'origin' | 'lang'>): PaymentLink => ({
  _id: payment.id,
  order_id: payment.order_id,
  payment_method: payment.method,
  amount: vnd(payment.amount),
  status: payment.status,
  url: payment.status === 'pending' ? paymentUrl(payment, options) : null,
});

/**
 * Opens a payment attempt for an order paid online and answers its link: the gateway's own
 * page when its addresses are set (MoMo's create call answers it; VNPay's and OnePay's are
 * signed here), else the sandbox page. Throws PaymentLinkError when the gateway refuses or
 * does not answer in time, so the caller's transaction (the order being placed) rolls back
 * whole. Earlier open attempts of the order are dropped. The gateway is called inside the
 * caller's transaction: the order must not exist without its link, and the call's time-out
 * (GATEWAY_OPEN_POLICY) bounds how long its rows stay locked.
 */
export async function paymentLinkCreate(
  db: Db,
  order: { readonly id: string; readonly method: PaymentMethod; readonly amount: number; readonly returnUrl: string },
  options: PaymentLinkOptions,
  now: number = Date.now(),
): Promise<PaymentLink> {
  const route = paymentMethodRoute(order.method);
  if (route === null) throw new Error(`${order.method} is not paid online`);
  const gateway = route.gateway;
  // A gateway whose callbacks cannot be verified could never mark the order paid.
  if (options.fail || !options.gateways.includes(gateway)) throw new PaymentLinkError();
  // Voided, not reported: paid after all, it still pays the order (or is refunded: paymentSettle).
  const typed = typedDb(db);
  await typed
    .updateTable('payments')
    .set({ status: 'cancelled', settled_at: sql<Date>`now()`, voided_at: sql<Date>`now()` })
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .execute();
  const payment = await typed
    .insertInto('payments')
    .values({
      id: randomBytes(12).toString('hex'),
      order_id: order.id,
      method: order.method,
      gateway,
      amount: order.amount,
      status: 'pending',
      return_url: order.returnUrl,
      created_at: msTime(now),
    })
    .returning(['id', 'order_id', 'method', 'amount', 'status', 'return_url', 'pay_url'])
    .executeTakeFirst();
  if (!payment) throw new Error('payment not stored');
  const client = options.credentials ? gatewayClient(options.credentials, gateway) : null;
  if (!client) return paymentLinkJson(payment, options);
  const opened = await providerRun(
    client.open(
      {
        paymentId: payment.id,
        orderId: order.id,
        amount: order.amount,
        route,
        lang: options.lang,
        ipnUrl: `${options.origin}/${API_PATHS.paymentCallback(gateway)}`,
        returnUrl: `${options.origin}/${API_PATHS.paymentReturn(gateway)}`,
        createdAt: now,
        clientIp: options.clientIp ?? CLIENT_IP_UNKNOWN,
      },
      now,
    ),
  );
  if (Either.isLeft(opened)) throw new PaymentLinkError(providerFailureText(opened.left));
  await typed.updateTable('payments').set({ pay_url: opened.right }).where('id', '=', payment.id).execute();
  return paymentLinkJson({ ...payment, pay_url: opened.right }, options);
}

/** The order's newest attempt, or null. */
export async function paymentLatest(db: Db, orderId: string): Promise<PaymentRow | null> {
  const row = await typedDb(db)
    .selectFrom('payments')
    .select(['id', 'order_id', 'method', 'amount', 'status', 'return_url', 'pay_url'])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
