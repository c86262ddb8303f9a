import type { GatewayError, LoginFailureReason } from '@modavi/core';

/** How handing a grant to the session ended: logged in, or why the token could not be kept. */
export type LoginOutcome = 'loggedIn' | LoginFailureReason;

/**
 * What a login form or the social return shows for an outcome. Spec section 8: "encryption
 * secret not configured (login or guest token returns false)" is console-only, and the session
 * has already logged it, so the form stops and shows nothing ('handled'). Any other failure to
 * keep the token (the store threw) is the generic message; a login is nothing to show (null).
 */
export function grantFailureShown(outcome: LoginOutcome): GatewayError | 'handled' | null {
  if (outcome === 'loggedIn') return null;
  if (outcome === 'TOKEN_NOT_STORED') return 'handled';
  return { code: 'SERVER' };
}
