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
