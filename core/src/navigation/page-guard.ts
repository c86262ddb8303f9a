/** Name of the cookie holding the encrypted account token. */
export const COOKIE_LOGIN = 'mdv_token';
/** Name of the cookie holding the encrypted no-login (guest) token. */
export const COOKIE_NO_LOGIN = 'mdv_nologin';

export interface PageGuardInput {
  readonly path: string;
  readonly hasLoginCookie: boolean;
  readonly hasNoLoginCookie: boolean;
}

export type PageGuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: '/' };

/**
 * Spec: a page request with neither the login cookie nor the no-login cookie goes to the
 * root (302 on the server, a push on the client). The root itself is always allowed: it is
 * where a visitor gets a no-login token.
 */
export function pageGuard(input: PageGuardInput): PageGuardDecision {
  if (input.path === '/' || input.hasLoginCookie || input.hasNoLoginCookie) return { kind: 'allow' };
  return { kind: 'redirect', to: '/' };
}
