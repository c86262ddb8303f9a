import type { BrowserContext } from 'playwright-core';
import { aesPassphraseTokenCipher } from '@modavi/adapters';
import { API_PATHS, COOKIE_LOGIN, COOKIE_NO_LOGIN, DEV_API_PATHS } from '@modavi/core';
import { E2E_ADMIN } from './admin-credentials';

/** The reference server's default secret (server/src/config.ts), which the e2e server runs with. */
const E2E_TOKEN_SECRET = process.env.MODAVI_TOKEN_SECRET || 'modavi-dev-secret';

export interface Account {
  readonly token: string;
  /**
   * The HttpOnly session cookie the login answered with (`mdv_sid=<value>`): the server accepts
   * a browser's login token only together with it.
   */
  readonly sessionCookie: string;
  readonly userId: string;
  readonly phone: string;
  readonly name: string;
}

let sequence = 0;
/** A Vietnamese mobile number no other test of this run uses (rate limits are per destination). */
export const phoneFresh = (): string => `09${String((Date.now() % 1e7) * 10 + (sequence = (sequence + 1) % 10)).padStart(8, '0').slice(-8)}`;

async function api<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  return (await apiAnswer<T>(baseUrl, path, init)).data;
}

async function apiAnswer<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(new URL(path, `${baseUrl}/`), {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const payload = (await response.json()) as { data?: T; error_code?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status} ${payload.error_code ?? ''}`);
  return { data: payload.data as T, headers: response.headers };
}

/** The session cookie among a login answer's Set-Cookie lines, as `name=value`. */
const SESSION_COOKIE = /^(mdv_sid)=([^;]*)/;
const sessionCookieOf = (headers: Headers): string => {
  const line = headers.getSetCookie().find((one) => SESSION_COOKIE.test(one));
  if (!line) throw new Error('the login answered without a session cookie');
  return line.split(';')[0] ?? '';
};

/**
 * Creates a buyer account through the real sign-up API (phone code read from the dev outbox),
 * for journeys whose subject is not the login itself. Journeys about logging in drive the dialogs.
 */
export async function accountCreate(baseUrl: string, name = 'Nguyễn Thị Lan'): Promise<Account> {
  const phone = phoneFresh();
  const requested = await api<{ destination: string }>(baseUrl, API_PATHS.authCodeRequest, {
    method: 'POST',
    body: { channel: 'phone', destination: phone, purpose: 'signup' },
  });
  const outbox = await api<{ items: { code: string }[] }>(baseUrl, `${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(requested.destination)}`);
  const code = outbox.items[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${requested.destination}`);
  const { data: grant, headers } = await apiAnswer<{ token: string; profile: { _id: string } }>(baseUrl, API_PATHS.authCodeVerify, {
    method: 'POST',
    body: { channel: 'phone', destination: phone, purpose: 'signup', code, name },
  });
  return { token: grant.token, sessionCookie: sessionCookieOf(headers), userId: grant.profile._id, phone, name };
}


/** Logs the e2e server's admin in through the API (email and password), as a browser login would. */
export async function adminLogin(baseUrl: string): Promise<Account> {
  const { data: grant, headers } = await apiAnswer<{ token: string; profile: { _id: string } }>(baseUrl, API_PATHS.authLogin, {
    method: 'POST',
    body: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return { token: grant.token, sessionCookie: sessionCookieOf(headers), userId: grant.profile._id, phone: '', name: 'Modavi Admin' };
}

/**
 * Puts the account's token in the browser's login cookie, encrypted as the app stores it, and
 * the HttpOnly session cookie beside it, as a login in that browser would have.
 */
export async function signedIn(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const sealed = aesPassphraseTokenCipher(E2E_TOKEN_SECRET).encrypt(account.token);
  if (!sealed) throw new Error('no token secret');
  const [name = '', value = ''] = account.sessionCookie.split('=', 2);
  await context.clearCookies({ name: COOKIE_NO_LOGIN });
  await context.addCookies([
    { name: COOKIE_LOGIN, value: sealed, url: baseUrl },
    { name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Calls the API as the account (setting up orders, addresses, ... for a journey). */
export const apiAs = <T>(baseUrl: string, account: Pick<Account, 'token'>, path: string, init: { method?: string; body?: unknown } = {}) =>
  api<T>(baseUrl, path, { ...init, token: account.token });
