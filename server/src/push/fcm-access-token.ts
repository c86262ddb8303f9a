import { createSign } from 'node:crypto';
import type { FcmConfig } from './fcm-config.js';

/** The OAuth scope FCM HTTP v1 asks for. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google issues assertions for at most an hour; a token is renewed a minute before it ends. */
const ASSERTION_SECONDS = 3600;
const RENEW_BEFORE_MS = 60_000;

const base64Url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * The signed JWT a service account trades for an access token (Google's "OAuth 2.0 for server
 * to server applications"): RS256 over `{iss, scope, aud, iat, exp}` with the account's key.
 */
export function fcmAssertion(fcm: FcmConfig, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64Url(JSON.stringify({ iss: fcm.clientEmail, scope: FCM_SCOPE, aud: fcm.tokenUri, iat, exp: iat + ASSERTION_SECONDS }));
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(fcm.privateKey);
  return `${header}.${claims}.${base64Url(signature)}`;
}

export interface AccessToken {
  readonly token: string;
  readonly expiresAt: number;
}

/** One access token from the token endpoint (grant type jwt-bearer); throws with the status when refused. */
export async function fcmAccessTokenFetch(fcm: FcmConfig, nowMs: number, signal: AbortSignal): Promise<AccessToken> {
  const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: fcmAssertion(fcm, nowMs) });
  const response = await fetch(fcm.tokenUri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal });
  const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
  if (!response.ok || typeof answer.access_token !== 'string') throw new AccessTokenRefused(response.status);
  const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : ASSERTION_SECONDS;
  return { token: answer.access_token, expiresAt: nowMs + seconds * 1000 - RENEW_BEFORE_MS };
}

export class AccessTokenRefused extends Error {
  constructor(readonly status: number) {
    super(`the token endpoint refused the service account (${status})`);
  }
}

/** Keeps the access token until shortly before it ends: one token request an hour, not one per push. */
export function accessTokenCache(fetchToken: (nowMs: number, signal: AbortSignal) => Promise<AccessToken>) {
  let held: AccessToken | null = null;
  return {
    async get(nowMs: number, signal: AbortSignal): Promise<string> {
      if (held === null || held.expiresAt <= nowMs) held = await fetchToken(nowMs, signal);
      return held.token;
    },
    /** FCM said the token is no longer good (401): the next call fetches a new one. */
    forget(): void {
      held = null;
    },
  };
}
