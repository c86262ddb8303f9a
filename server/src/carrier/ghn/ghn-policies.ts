import type { BreakerPolicy } from '../../providers/circuit-breaker.js';
import type { CallPolicy } from '../../providers/provider-call.js';

/*
 * How the platform calls GHN. The spec is silent; the numbers are decisions. A buyer waits on
 * the fee at checkout: 5 s, one quick second chance (a read). Creating a shipment makes a
 * parcel at GHN: tried once (a lost answer may hide a created order; the seller tries the
 * hand-over again, and GHN's client_order_code refuses a double). Cancelling twice and reading
 * are harmless: two retries. The master data is a long read of a daily job: 30 s and three
 * retries. Five failures in a row mean GHN is down: it is left alone for 30 s.
 */
export interface GhnPolicies {
  readonly fee: CallPolicy;
  readonly create: CallPolicy;
  readonly cancel: CallPolicy;
  readonly detail: CallPolicy;
  readonly masterData: CallPolicy;
  readonly breaker: BreakerPolicy;
}

export const GHN_POLICIES: GhnPolicies = {
  fee: { timeoutMs: 5_000, retry: { times: 1, baseMs: 200 } },
  create: { timeoutMs: 10_000, retry: null },
  cancel: { timeoutMs: 10_000, retry: { times: 2, baseMs: 250 } },
  detail: { timeoutMs: 10_000, retry: { times: 2, baseMs: 250 } },
  masterData: { timeoutMs: 30_000, retry: { times: 3, baseMs: 1_000 } },
  breaker: { failures: 5, openMs: 30_000 },
};
