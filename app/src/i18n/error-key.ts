import { errorI18nKey, type GatewayError } from '@modavi/core';
import { GatewayFailure } from '../queries/gateway-failure';

/**
 * The i18n key of the message a person sees for a failed call: the server's stable code when
 * the catalogue knows it, else a message for the kind of failure.
 */
export function errorKey(error: unknown, known: (key: string) => boolean): string {
  const failure: GatewayError | null = error instanceof GatewayFailure ? error.failure : null;
  if (!failure) return 'errors.unknown';
  if (failure.errorCode && known(errorI18nKey(failure.errorCode))) return errorI18nKey(failure.errorCode);
  return failure.code === 'NETWORK' ? 'errors.network' : 'errors.generic';
}
