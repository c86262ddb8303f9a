import { Either } from 'effect';
import { paymentMethodRoute, type PaymentGateway } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
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

type PaidAttempt = GatewayAttempt;

/** The delay before the next try of a refund that failed `attempts` times. */
export const refundRetryDelay = (attempts: number): number => Math.min(REFUND_RETRY_MAX_MS, REFUND_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

const at = (ms: number) => new Date(ms).toISOString();

const timestamptz = (ms: number) => sql<Date>`${at(ms)}::timestamptz`;

/** Leases the refunds due (at most REFUND_BATCH), skipping those another process holds. */
const refundsClaim = (db: Db, now: number) =>
  typedDb(db)
    .updateTable('payment_refunds')
    .set({ next_attempt_at: timestamptz(now + REFUND_LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payment_refunds')
        .select('id')
        .where('status', '=', 'pending')
        .where((w) => w.or([w('next_attempt_at', 'is', null), w('next_attempt_at', '<=', timestamptz(now))]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(REFUND_BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'order_id', 'payment_id', 'amount', 'attempts'])
    .execute();

type RefundClaim = Awaited<ReturnType<typeof refundsClaim>>[number];

/** The attempt whose money goes back: the late one named, else the one that paid the order. */
async function paidAttempt(db: Db, refund: RefundClaim): Promise<PaidAttempt | null> {
  const attempts = typedDb(db)
    .selectFrom('payments')
    .select(['id', 'gateway', 'method', 'amount', 'gateway_transaction', sql<number>`(extract(epoch FROM created_at) * 1000)::float8`.as('created_ms')]);
  const row = refund.payment_id
    ? await attempts.where('id', '=', refund.payment_id).executeTakeFirst()
    : await attempts
        .where('order_id', '=', refund.order_id)
        .where('status', 'in', ['paid', 'refunded'])
        .where('voided_at', 'is', null)
        .orderBy('settled_at', (ob) => ob.desc().nullsLast())
        .limit(1)
        .executeTakeFirst();
  return row ?? null;
}

async function refundEnd(db: Db, id: string, status: 'refunded' | 'refused' | 'manual', now: number, paidWith: string | null, reference: string | null, error: string | null) {
  await typedDb(db)
    .updateTable('payment_refunds')
    .set((eb) => ({
      status,
      settled_at: timestamptz(now),
      paid_with: paidWith,
      gateway_reference: reference,
      last_error: error,
      attempts: eb('attempts', '+', 1),
      next_attempt_at: null,
    }))
    .where('id', '=', id)
    .execute();
}

async function refundLater(db: Db, refund: RefundClaim, now: number, error: string): Promise<void> {
  await typedDb(db)
    .updateTable('payment_refunds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: timestamptz(now + refundRetryDelay(refund.attempts + 1)), last_error: error }))
    .where('id', '=', refund.id)
    .execute();
}

/** The gateway's transaction number, asked of the gateway when no notification gave it (a refund names it). */
async function transactionOf(db: Db, config: Pick<CommerceConfig, 'gateways'>, payment: GatewayPaymentRef, now: number): Promise<string | null> {
  if (payment.transaction) return payment.transaction;
  const client = gatewayClient(config.gateways, paymentGatewayOf(payment));
  const queried = client ? await providerRun(client.query(payment, now)) : null;
  const transaction = queried && Either.isRight(queried) ? (queried.right?.transaction ?? '') : '';
  if (transaction === '') return null;
  await typedDb(db).updateTable('payments').set({ gateway_transaction: transaction }).where('id', '=', payment.paymentId).where('gateway_transaction', 'is', null).execute();
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
