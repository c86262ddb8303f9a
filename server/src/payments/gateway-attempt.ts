import type { PaymentGateway, PaymentMethod } from '@modavi/core';

/** A payment attempt as the gateway jobs read it (reconciliation, refunds sent): what a query or refund call names. */
export interface GatewayAttempt {
  readonly id: string;
  readonly gateway: PaymentGateway;
  readonly method: PaymentMethod;
  readonly amount: number;
  readonly gateway_transaction: string | null;
  readonly created_ms: number;
}
