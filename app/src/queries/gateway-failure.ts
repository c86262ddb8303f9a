import type { GatewayError, Result } from '@modavi/core';

/** TanStack Query wants a thrown error; this carries the typed gateway error through it. */
export class GatewayFailure extends Error {
  constructor(readonly failure: GatewayError) {
    super(failure.errorCode ?? failure.code);
    this.name = 'GatewayFailure';
  }
}

export async function resultUnwrap<T>(pending: Promise<Result<T, GatewayError>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new GatewayFailure(result.error);
  return result.value;
}

/**
 * Whether a failed query or step met nothing by that id (a 404 answer: `ORDER.NOT_FOUND`,
 * `NOT_FOUND`): a screen says "not found" instead of "try again", and asking again is useless.
 */
export const gatewayNotFound = (error: unknown): boolean =>
  error instanceof GatewayFailure && (error.failure.status === 404 || error.failure.code === 'NOT_FOUND');
