import type { GatewayError } from '@modavi/core';
import { GatewayFailure } from '../queries/gateway-failure';

/** Server error codes that have their own message in the spec's catalogue. */
const BY_ERROR_CODE: Readonly<Record<string, string>> = {
  'CART.OUT_OF_STOCK': 'errors.outOfStock',
  'CART.VARIANT_REQUIRED': 'product.selectClassification',
};

/** The i18n key of the message a person sees for a failed call. */
export function errorKey(error: unknown): string {
  const failure: GatewayError | null = error instanceof GatewayFailure ? error.failure : null;
  if (!failure) return 'errors.unknown';
  const specific = failure.errorCode ? BY_ERROR_CODE[failure.errorCode] : undefined;
  if (specific) return specific;
  return failure.code === 'NETWORK' ? 'errors.network' : 'errors.generic';
}
