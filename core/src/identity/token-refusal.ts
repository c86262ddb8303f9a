/**
 * What a tab does when the API refuses the token it sent (spec section 4: a session that ended
 * elsewhere must not leave the tab looking logged in). Only 401 AUTH.TOKEN_INVALID says the
 * token itself is dead (expired, revoked, unknown); other refusals (a guest on an account call,
 * a wrong password) are about the request, and the page answers them itself.
 */
export const TOKEN_DEAD_CODE = 'AUTH.TOKEN_INVALID';

/** Which token the call carried: the account's, the no-login one, or none. */
export type TokenHolder = 'account' | 'guest' | 'none';

export type TokenRefusalAction =
  /** Log the tab out locally (the auth machine's session-ended event) and offer the login prompt. */
  | 'accountSessionEnded'
  /** Drop the dead no-login token and take a new one. */
  | 'guestReplace'
  | 'none';

export function tokenRefusalAction(answer: { readonly status: number; readonly errorCode: string | null }, holder: TokenHolder): TokenRefusalAction {
  if (answer.status !== 401 || answer.errorCode !== TOKEN_DEAD_CODE) return 'none';
  if (holder === 'account') return 'accountSessionEnded';
  if (holder === 'guest') return 'guestReplace';
  return 'none';
}
