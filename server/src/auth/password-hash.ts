import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor (N=2^17 is stronger but takes ~0.3 s per login on these machines).
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** 'scrypt$N$r$p$salt$hash' (base64): the parameters travel with the hash so they can be raised later. */
export async function passwordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches a stored hash; a malformed hash never matches. Constant time in the key. */
export async function passwordVerify(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hashed once, on first use: checking a password against it takes as long as a real check, so
// "no such email" and "wrong password" cannot be told apart by timing.
let decoy: Promise<string> | null = null;
export async function passwordVerifyDecoy(password: string): Promise<false> {
  decoy ??= passwordHash(randomBytes(16).toString('hex'));
  await passwordVerify(password, await decoy);
  return false;
}
