import type { Effect } from 'effect';
import type { PaymentGateway, PaymentReport, PaymentRoute } from '@modavi/core';
import type { ProviderFailure } from '../../providers/provider-failure.js';

/** What a gateway needs to open a payment page for an attempt. */
export interface GatewayOpenInput {
  /** Our attempt's id: the gateway's order reference, and the request id (one create per attempt). */
  readonly paymentId: string;
  readonly orderId: string;
  /** In VND. */
  readonly amount: number;
  readonly route: PaymentRoute;
  readonly lang: 'vi' | 'en';
  /** Absolute addresses of our notification and return routes for this gateway. */
  readonly ipnUrl: string;
  readonly returnUrl: string;
  /** When the attempt was stored (VNPay's vnp_CreateDate; its query and refund name it again). */
  readonly createdAt: number;
  /** The buyer's address, which VNPay and OnePay ask for. */
  readonly clientIp: string;
}

/** A stored attempt the platform asks the gateway about. */
export interface GatewayPaymentRef {
  readonly paymentId: string;
  readonly amount: number;
  readonly createdAt: number;
  readonly route: PaymentRoute;
  /** The gateway's transaction number, once a notification or a query gave it. */
  readonly transaction: string | null;
}

/** A refund to send: `refundId` is its idempotent request id (the same on every try). */
export interface GatewayRefundInput {
  readonly refundId: string;
  readonly payment: GatewayPaymentRef;
  /** In VND; less than the payment's amount is a partial refund. */
  readonly amount: number;
  readonly now: number;
}

/**
 * One gateway's calls, each an Effect program (time-out, retry where idempotent, breaker):
 * `open` answers the address of the gateway's pay page (MoMo's create call, or the signed
 * address VNPay and OnePay take); `query` answers what the gateway reports of an attempt, null
 * while it has nothing final (the buyer is still on its page, or never reached it); `refund`
 * answers the gateway's reference of the refund.
 */
export interface PaymentGatewayClient {
  readonly gateway: PaymentGateway;
  open(input: GatewayOpenInput, now: number): Effect.Effect<string, ProviderFailure>;
  query(payment: GatewayPaymentRef, now: number): Effect.Effect<PaymentReport | null, ProviderFailure>;
  refund(input: GatewayRefundInput): Effect.Effect<string, ProviderFailure>;
}
