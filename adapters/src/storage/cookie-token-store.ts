import { AUTH_SESSION_DAYS, COOKIE_LOGIN, COOKIE_NO_LOGIN, type Logger } from '@modavi/core';
import type { CookieJar } from './cookie-jar.js';
import type { TokenCipher } from './token-cipher.js';

/** Thirty days, as the reference server sets the no-login cookie. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
/** The login cookie lives as long as the account session it holds. */
const LOGIN_COOKIE_MAX_AGE = 60 * 60 * 24 * AUTH_SESSION_DAYS;

/** The tokens of a visitor or a logged-in person, kept encrypted in the spec's two cookies. */
export interface TokenStore {
  /** The account token when logged in, else the no-login token, else null. */
  current(): string | null;
  isLoggedIn(): boolean;
  /** Which cookies exist at all, decryptable or not: what the page guard looks at. */
  cookiesPresent(): { readonly login: boolean; readonly noLogin: boolean };
  /** Stores a no-login token; false when no secret is configured (spec). */
  guestSave(token: string): boolean;
  /** Spec: a login removes the no-login cookie. */
  guestClear(): void;
  /** Stores the account token in the login cookie; false when no secret is configured (spec). */
  loginSave(token: string): boolean;
  /** Logout: the login cookie goes. */
  loginClear(): void;
}

export function cookieTokenStore(jar: CookieJar, cipher: TokenCipher, logger: Logger): TokenStore {
  // The last cookie value each name was read with, and its token: a page reads the token on
  // every call and render (is the visitor logged in?) while the cookie rarely changes, and each
  // opening derives a key and runs AES (issue 17: a few milliseconds each on a slow phone).
  const opened = new Map<string, { readonly sealed: string; readonly token: string | null }>();
  const read = (name: string) => {
    const stored = jar.get(name);
    if (!stored) return null;
    const known = opened.get(name);
    if (known?.sealed === stored) return known.token;
    const token = cipher.decrypt(stored);
    opened.set(name, { sealed: stored, token });
    return token;
  };
  return {
    current: () => read(COOKIE_LOGIN) ?? read(COOKIE_NO_LOGIN),
    isLoggedIn: () => read(COOKIE_LOGIN) !== null,
    cookiesPresent: () => ({ login: jar.get(COOKIE_LOGIN) !== null, noLogin: jar.get(COOKIE_NO_LOGIN) !== null }),
    guestSave(token) {
      const sealed = cipher.encrypt(token);
      if (sealed === null) {
        logger.error('encryption secret not configured: no-login token not stored');
        return false;
      }
      jar.set(COOKIE_NO_LOGIN, sealed, COOKIE_MAX_AGE);
      return true;
    },
    guestClear: () => jar.remove(COOKIE_NO_LOGIN),
    loginSave(token) {
      const sealed = cipher.encrypt(token);
      if (sealed === null) {
        logger.error('encryption secret not configured: login token not stored');
        return false;
      }
      jar.set(COOKIE_LOGIN, sealed, LOGIN_COOKIE_MAX_AGE);
      return true;
    },
    loginClear: () => jar.remove(COOKIE_LOGIN),
  };
}
