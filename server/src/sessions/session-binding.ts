import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/db.js';
import { sessionRowLive } from './session-cache.js';
import { tokenDigest } from './token-digest.js';

/**
 * The HttpOnly cookie a login sets beside the token it answers. The token itself reaches the
 * page (the app seals it with crypto-js into the login cookie, and the secret is printed in
 * every page), so a script that reads cookies holds it; it cannot read this one.
 */
export const SESSION_COOKIE = 'mdv_sid';

/** Reads a request header by name, whether Hono's or Node's (socket.io's handshake). */
export type HeaderRead = (name: string) => string | undefined;

export interface SessionBinding {
  /** What the cookie holds. */
  readonly value: string;
  /** What the session row keeps (SHA-256, like the tokens). */
  readonly digest: string;
}

const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export function sessionBindingNew(): SessionBinding {
  const value = randomBytes(32).toString('base64url');
  return { value, digest: digestOf(value) };
}

/**
 * A browser says so itself: `sec-fetch-site` and `origin` are headers no page script can
 * remove, and every current browser sends one of them on its API calls, websocket handshakes
 * and login POSTs. A curl, a mobile app or Node's fetch sends neither (Node's fetch does send
 * `sec-fetch-mode`, which is why that one does not count).
 */
export const requestFromBrowser = (header: HeaderRead): boolean =>
  [header('sec-fetch-site'), header('origin')].some((value) => value !== undefined && value !== '');

function cookieMatches(header: HeaderRead, digest: string | null): boolean {
  if (digest === null) return false;
  const value = parse(header('cookie') ?? '', SESSION_COOKIE)[SESSION_COOKIE];
  if (!value) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(digestOf(value), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The rule: an account session's token is accepted with the matching HttpOnly cookie whenever
 * the request comes from a browser, or the session was issued to a browser (then from anywhere:
 * a token a script copied out of the page is useless on its own). A session an API client
 * logged in without a browser (no origin, no fetch metadata) is a plain bearer token for that
 * client. Guest sessions are not bound (the no-login cookie is set by the page itself). Unknown
 * or dead tokens pass: the route answers them as it always did.
 */
export async function sessionBindingHolds(db: Db, token: string, header: HeaderRead): Promise<boolean> {
  const row = await sessionRowLive(db, tokenDigest(token));
  if (!row || row.kind !== 'user') return true;
  if (!row.browser_bound && !requestFromBrowser(header)) return true;
  return cookieMatches(header, row.binding_hash);
}
