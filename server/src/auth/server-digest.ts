import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The pepper's stand-in when MODAVI_CODE_PEPPER is unset: random, made once per process, kept
 * in memory only. Codes and social logins in flight do not survive a restart then, and several
 * instances need the variable set to agree; never the token secret, which every page is given.
 */
export const PROCESS_PEPPER = randomBytes(32).toString('base64url');

/**
 * A keyed digest (HMAC-SHA-256 with the server-only pepper) of a value with little entropy or a
 * value something else is derived from: a one-time code, an OAuth state. A copy of the database
 * without the pepper gives neither away, not even by trying every six-digit code.
 */
export const pepperedDigest = (pepper: string, purpose: string, value: string): string =>
  createHmac('sha256', pepper).update(`${purpose}:${value}`).digest('base64url');

/** SHA-256 of a value that is random enough to stand on its own (32 or 24 random bytes): a lookup key that gives the value away to no one. */
export const plainDigest = (value: string): string => createHash('sha256').update(value).digest('base64url');
