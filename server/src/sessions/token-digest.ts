import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer token: its SHA-256 (hex). Tokens are 32 random bytes, so
 * a plain hash is enough (no salt or stretching needed to stop guessing).
 */
export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
