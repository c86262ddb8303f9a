import { Either } from 'effect';
import { paymentMethodRoute, type PaymentGateway } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { GatewayAttempt } from './gateway-attempt.js';
import type { CommerceConfig } from '../ordering/commerce-config.js';
import { providerRun } from '../providers/provider-call.js';
import { providerFailureText, type ProviderFailure } from '../providers/provider-failure.js';
import type { GatewayPaymentRef } from './gateways/gateway-client.js';
import { gatewayClient } from './gateways/gateway-clients.js';

/*
 * Decisions where the spec is silent: a run sends at most REFUND_BATCH refunds; a refund the
 * gateway did not answer is tried again after a delay doubling from a minute up to six hours,
 * for as long as it takes ("until the gateway answers"); while a run sends a refund, it is
 * leased for REFUND_LEASE_MS so that another server process does not send it at once too (the
 * request id makes a double send harmless anyway).
 */
export const REFUND_BATCH = 20;
export const REFUND_RETRY_BASE_MS = 60_000;
export const REFUND_RETRY_MAX_MS = 6 * 60 * 60_000;
const REFUND_LEASE_MS = 5 * 60_000;

interface RefundClaim {
  readonly id: string;
  readonly order_id: string;
  readonly payment_id: string | null;
  readonly amount: number;
  readonly attempts: number;
}

type PaidAttempt = GatewayAttempt;

/** The delay before the next try of a refund that failed `attempts` times. */
export const refundRetryDelay = (attempts: number): number => Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

const at = (ms: number) => new Date(ms).toISOString();

async function refundsClaim(db: Db, now: number): Promise<RefundClaim[]> {
  return db.query<RefundClaim>(
    `UPDATE payment_refunds SET next_attempt_at = $2::timestamptz
      WHERE id IN (SELECT id FROM payment_refunds WHERE status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= $1::timestamptz)
                   ORDER BY created_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, order_id, payment_id, amount, attempts`,
    [at(now), at(now + REFUND_LEASE_MS), REFUND_BATCH],
  );
}

/** The attempt whose money goes back: the late one named, else the one that paid the order. */
async function paidAttempt(db: Db, refund: RefundClaim): Promise<PaidAttempt | null> {
  const columns = 'id, gateway, method, amount, gateway_transaction, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms';
  const [row] = refund.payment_id
    ? await db.query<PaidAttempt>(`SELECT ${columns} FROM payments WHERE id = $1`, [refund.payment_id])
    : await db.query<PaidAttempt>(
        `SELECT ${columns} FROM payments WHERE order_id = $1 AND status IN ('paid', 'refunded') AND voided_at IS NULL ORDER BY settled_at DESC NULLS LAST LIMIT 1`,
        [refund.order_id],
      );
  return row ?? null;
}

async function refundEnd(db: Db, id: string, status: 'refunded' | 'refused' | 'manual', now: number, paidWith: string | null, reference: string | null, error: string | null) {
  await db.query(
    `UPDATE payment_refunds SET status = $2, settled_at = $3::timestamptz, paid_with = $4, gateway_reference = $5, last_error = $6, attempts = attempts + 1, next_attempt_at = NULL
      WHERE id = $1`,
    [id, status, at(now), paidWith, reference, error],
  );
}

async function refundLater(db: Db, refund: RefundClaim, now: number, error: string): Promise<void> {
  await db.query(`UPDATE payment_refunds SET attempts = attempts + 1, next_attempt_at = $2::timestamptz, last_error = $3 WHERE id = $1`, [
    refund.id,
    at(now + refundRetryDelay(refund.attempts + 1)),
    error,
  ]);
}

/** The gateway's transaction number, asked of the gateway when no notification gave it (a refund names it). */
async function transactionOf(db: Db, config: Pick<CommerceConfig, 'gateways'>, payment: GatewayPaymentRef, now: number): Promise<string | null> {
  if (payment.transaction) return payment.transaction;
  const client = gatewayClient(config.gateways, paymentGatewayOf(payment));
  const queried = client ? await providerRun(client.query(payment, now)) : null;
  const transaction = queried && Either.isRight(queried) ? (queried.right?.transaction ?? '') : '';
  if (transaction === '') return null;
  await db.query('UPDATE payments SET gateway_transaction = $2 WHERE id = $1 AND gateway_transaction IS NULL', [payment.paymentId, transaction]);
  return transaction;
}

const paymentGatewayOf = (payment: GatewayPaymentRef): PaymentGateway => payment.route.gateway;

/**
 * The refund job: sends each pending refund (a cancelled paid order, a cancelled shop's part,
 * an approved return, a payment that landed after its order was cancelled) to the refund call
 * of the gateway that took the money, under the refund's id as its idempotent request id, and
 * records the answer: `refunded` with the gateway's reference, `refused` when the gateway said
 * no (an admin looks; the order's answer shows it), or, when it did not answer (time-out, down,
 * breaker open), tried again later. A refund with no online payment behind it (cash on
 * delivery) is `manual`; one whose gateway the sandbox plays is `refunded` at once.
 */
export async function paymentRefundsSend(db: Db, now: number, config: Pick<CommerceConfig, 'gateways'>): Promise<void> {
  for (const refund of await refundsClaim(db, now)) {
    const attempt = await paidAttempt(db, refund);
    const route = attempt ? paymentMethodRoute(attempt.method) : null;
    if (!attempt || !route) {
      await refundEnd(db, refund.id, 'manual', now, null, null, null);
      continue;
    }
    const client = gatewayClient(config.gateways, attempt.gateway);
    if (!client) {
      await refundEnd(db, refund.id, 'refunded', now, attempt.id, `sandbox-${refund.id}`, null);
      continue;
    }
    const payment: GatewayPaymentRef = { paymentId: attempt.id, amount: attempt.amount, createdAt: attempt.created_ms, route, transaction: attempt.gateway_transaction };
    const transaction = await transactionOf(db, config, payment, now);
    if (transaction === null) {
      await refundLater(db, refund, now, 'the gateway has not given its transaction number yet');
      continue;
    }
    const sent = await providerRun(client.refund({ refundId: refund.id, payment: { ...payment, transaction }, amount: refund.amount, now }));
    if (Either.isRight(sent)) await refundEnd(db, refund.id, 'refunded', now, attempt.id, sent.right, null);
    else if (refundRefused(sent.left)) await refundEnd(db, refund.id, 'refused', now, attempt.id, null, providerFailureText(sent.left));
    else await refundLater(db, refund, now, providerFailureText(sent.left));
  }
}

/** The gateway answered and said no: asking again gets the same, so a person has to look. */
const refundRefused = (failure: ProviderFailure): boolean => failure._tag === 'ProviderRefused';
