import type { BreakerPolicy } from '../../providers/circuit-breaker.js';
import type { CallPolicy } from '../../providers/provider-call.js';

/*
 * How the platform calls the payment gateways. The spec is silent on all of it; the numbers
 * are decisions: a buyer waits for the payment link, so opening one is short and tried once
 * (a lost answer may hide a created payment); a query only reads, and a refund carries a
 * stable request id, so both get two quick second chances within one job run (a blip); the
 * long outages are the jobs' own business (a refund waits minutes to hours between runs,
 * refundRetryDelay); five failures in a row mean the gateway is down: it is left alone 30 s.
 */

export const GATEWAY_OPEN_POLICY: CallPolicy = { timeoutMs: 10_000, retry: null };
export const GATEWAY_QUERY_POLICY: CallPolicy = { timeoutMs: 10_000, retry: { times: 2, baseMs: 250 } };
export const GATEWAY_REFUND_POLICY: CallPolicy = { timeoutMs: 30_000, retry: { times: 2, baseMs: 250 } };
export const GATEWAY_BREAKER_POLICY: BreakerPolicy = { failures: 5, openMs: 30_000 };
