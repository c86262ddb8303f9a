/**
 * What can go wrong when a gateway talks to the world. Adapters return these as values;
 * the app maps `code` (and `errorCode`, the server's stable code) to an i18n key.
 */
export type GatewayErrorCode =
  | 'NETWORK'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_REQUEST'
  | 'INVALID_RESPONSE'
  | 'SERVER';

export interface GatewayError {
  readonly code: GatewayErrorCode;
  /** HTTP status when there was a response. */
  readonly status?: number;
  /** The server's stable error code, e.g. 'CART.OUT_OF_STOCK'. */
  readonly errorCode?: string;
  /** Developer-facing detail; never shown to a user as is. */
  readonly detail?: string;
}

export const gatewayError = (code: GatewayErrorCode, extra: Omit<GatewayError, 'code'> = {}): GatewayError => ({
  code,
  ...extra,
});
