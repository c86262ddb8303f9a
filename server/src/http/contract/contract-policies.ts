import type { Endpoint } from '@modavi/core';
import { ERROR_CODES, type ErrorCode } from '../api-error.js';
import type { RouteRule, RouteTable } from '../route-policy.js';

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

const isErrorCode = (code: string): code is ErrorCode => KNOWN_CODES.has(code);

/** Hono's pattern for a declared path: core's paths have no leading slash. */
export const endpointRoute = (endpoint: Pick<Endpoint, 'path'>): string => `/${endpoint.path}`;

/**
 * The policy table of the declared endpoints (issue 29): a declared route's authorization is a
 * property of its declaration, not a line in a table beside it. Refuses a declared error code
 * the server's catalogue does not have (a client could not branch on it).
 */
export function contractPolicyTable(endpoints: readonly Endpoint[]): RouteTable {
  const table: Record<string, RouteRule> = {};
  for (const endpoint of endpoints) {
    for (const code of [...endpoint.errors, ...(endpoint.guest ? [endpoint.guest.code] : [])]) {
      if (!isErrorCode(code)) throw new Error(`Endpoint ${endpoint.id} declares ${code}, which is not in the error catalogue`);
    }
    const guestCode = endpoint.guest?.code;
    table[`${endpoint.method} ${endpointRoute(endpoint)}`] =
      endpoint.guest && guestCode !== undefined && isErrorCode(guestCode)
        ? { policy: endpoint.policy, guest: { status: endpoint.guest.status, code: guestCode } }
        : { policy: endpoint.policy };
  }
  return table;
}
