import { Either } from 'effect';
import { paymentMethodRoute, type PaymentGateway } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { GatewayAttempt } from './gateway-attempt.js';
import type { CommerceConfig } from '../ordering/commerce-config.js';
import { providerRun } from '../providers/provider-call.js';
import { providerFailureText } from '../providers/provider-failure.js';
import { gatewaysConfigured } from './gateway-config.js';
import { gatewayClient } from './gateways/gateway-clients.js';
import { paymentReportTake } from './payment-callback.js';

/*
 * Decisions where the spec is silent: a gateway's notification comes within seconds, so an
 * attempt still pending after RECONCILE_AFTER_MS (or half the payment time-out, when that is
 * shorter, so that a payment whose notification was lost is settled before its order is
 * cancelled as unpaid) is asked about, then again every RECONCILE_EVERY_MS while the gateway
 * has nothing final; at most RECONCILE_BATCH a run.
 */
export const RECONCILE_AFTER_MS = 10 * 60_000;
export const RECONCILE_EVERY_MS = 5 * 60_000;
const RECONCILE_BATCH = 50;

type PendingAttempt = GatewayAttempt;

const at = (ms: number) => new Date(ms).toISOString();

/**
 * The reconciliation job: asks the gateway about each attempt still pending past its wait (a
 * notification can be lost) and settles what the gateway reports through paymentReportTake,
 * the path a notification takes (same checks: our merchant, the amount asked; a repeated
 * report changes nothing). Attempts of a gateway the sandbox plays are not asked (the sandbox
 * has no query); a gateway that does not answer is asked again on a later run.
 */
export async function paymentsReconcile(db: Db, now: number, config: Pick<CommerceConfig, 'gateways' | 'paymentTimeoutMinutes'>): Promise<void> {
  const asked = gatewaysConfigured(config.gateways).filter((gateway) => gatewayClient(config.gateways, gateway) !== null);
  if (asked.length === 0) return;
  const after = Math.min(RECONCILE_AFTER_MS, (config.paymentTimeoutMinutes * 60_000) / 2);
  const attempts: PendingAttempt[] = await typedDb(db)
    .updateTable('payments')
    .set({ checked_at: sql<Date>`${at(now)}::timestamptz` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'pending')
        .where('gateway', '=', sql<PaymentGateway>`ANY(${asked}::text[])`)
        .where('created_at', '<=', sql<Date>`${at(now - after)}::timestamptz`)
        .where((w) => w.or([w('checked_at', 'is', null), w('checked_at', '<=', sql<Date>`${at(now - RECONCILE_EVERY_MS)}::timestamptz`)]))
        .orderBy('created_at')
        .orderBy('id')
        .limit(RECONCILE_BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'gateway', 'method', 'amount', 'gateway_transaction', sql<number>`(extract(epoch FROM created_at) * 1000)::float8`.as('created_ms')])
    .execute();
  for (const attempt of attempts) {
    const route = paymentMethodRoute(attempt.method);
    const client = gatewayClient(config.gateways, attempt.gateway);
    if (!route || !client) continue;
    const answer = await providerRun(
      client.query({ paymentId: attempt.id, amount: attempt.amount, createdAt: attempt.created_ms, route, transaction: attempt.gateway_transaction }, now),
    );
    if (Either.isLeft(answer)) {
      console.warn(`reconciling payment ${attempt.id}: ${providerFailureText(answer.left)}`);
      continue;
    }
    if (answer.right === null) continue;
    const verdict = await paymentReportTake(db, config.gateways, attempt.gateway, answer.right, now);
    if (verdict.kind !== 'settled') console.warn(`reconciling payment ${attempt.id}: ${verdict.kind === 'refused' ? verdict.reason : verdict.kind}`);
  }
}
