import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_RETURN_ORDER_ID,
  paymentMethodGateway,
  vnd,
  type PaymentGateway,
  type PaymentLink,
  type PaymentMethod,
  type PaymentStatus,
} from '@modavi/core';
import type { Db } from '../db/db.js';

/** Where the sandbox gateway's page lives, on this server. */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** The app page a buyer returns to when the order named no other: its order detail. */
export const RETURN_PATH_DEFAULT = `/trang-ca-nhan/don-hang/${CHECKOUT_RETURN_ORDER_ID}`;

/** The gateway would not hand out a payment link (MODAVI_PAYMENT_GATEWAY_FAIL=1 plays this). */
export class PaymentLinkError extends Error {
  constructor() {
    super('The payment gateway did not give a payment link.');
    this.name = 'PaymentLinkError';
  }
}

export interface PaymentRow {
  readonly id: string;
  readonly order_id: string;
  readonly method: PaymentMethod;
  readonly amount: number;
  readonly status: PaymentStatus;
  readonly return_url: string;
}

export interface PaymentLinkOptions {
  /** The origin the buyer's browser reaches this server at. */
  readonly origin: string;
  /** Language of the gateway page: 'vi' or 'en'. */
  readonly lang: 'vi' | 'en';
  readonly fail: boolean;
  /** The gateways this deployment holds merchant secrets of (gatewaysConfigured): no other can be paid through. */
  readonly gateways: readonly PaymentGateway[];
}

/** The app path with the new order's id in place of `{id}`. */
export const returnPathFor = (path: string | null, orderId: string): string =>
  (path ?? RETURN_PATH_DEFAULT).split(CHECKOUT_RETURN_ORDER_ID).join(encodeURIComponent(orderId));

export const paymentUrl = (payment: Pick<PaymentRow, 'id'>, options: Pick<PaymentLinkOptions, 'origin' | 'lang'>): string =>
  `${options.origin}${SANDBOX_PAY_PATH}/${encodeURIComponent(payment.id)}?lang=${options.lang}`;

export const paymentLinkJson = (payment: PaymentRow, options: Pick<PaymentLinkOptions, 'origin' | 'lang'>): PaymentLink => ({
  _id: payment.id,
  order_id: payment.order_id,
  payment_method: payment.method,
  amount: vnd(payment.amount),
  status: payment.status,
  url: payment.status === 'pending' ? paymentUrl(payment, options) : null,
});

/**
 * Opens a payment attempt at the sandbox gateway for an order paid online and answers its
 * link; throws PaymentLinkError when the gateway refuses, so the caller's transaction (the
 * order being placed) rolls back whole. Earlier open attempts of the order are dropped.
 */
export async function paymentLinkCreate(
  db: Db,
  order: { readonly id: string; readonly method: PaymentMethod; readonly amount: number; readonly returnUrl: string },
  options: PaymentLinkOptions,
): Promise<PaymentLink> {
  const gateway = paymentMethodGateway(order.method);
  if (gateway === null) throw new Error(`${order.method} is not paid online`);
  // A gateway whose callbacks cannot be verified could never mark the order paid.
  if (options.fail || !options.gateways.includes(gateway)) throw new PaymentLinkError();
  // Voided, not reported: paid after all, it still pays the order (or is refunded: paymentSettle).
  await db.query(`UPDATE payments SET status = 'cancelled', settled_at = now(), voided_at = now() WHERE order_id = $1 AND status = 'pending'`, [order.id]);
  const [payment] = await db.query<PaymentRow>(
    `INSERT INTO payments (id, order_id, method, gateway, amount, status, return_url) VALUES ($1, $2, $3, $4, $5, 'pending', $6)
     RETURNING id, order_id, method, amount, status, return_url`,
    [randomBytes(12).toString('hex'), order.id, order.method, gateway, order.amount, order.returnUrl],
  );
  if (!payment) throw new Error('payment not stored');
  return paymentLinkJson(payment, options);
}

/** The order's newest attempt, or null. */
export async function paymentLatest(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    'SELECT id, order_id, method, amount, status, return_url FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id LIMIT 1',
    [orderId],
  );
  return row ?? null;
}
