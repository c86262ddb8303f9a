import { cbc } from '@noble/ciphers/aes.js';
import { md5 } from '@noble/hashes/legacy.js';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** Encrypts tokens for the login and no-login cookies with the configured secret (spec). */
export interface TokenCipher {
  encrypt(token: string): string | null;
  decrypt(cipherText: string): string | null;
}

/**
 * The spec's web client seals its cookies with crypto-js AES and a passphrase, that is
 * OpenSSL's `enc -aes-256-cbc -md md5` format: base64 of "Salted__", an 8-byte salt and the
 * cipher text, the key and IV derived from passphrase and salt by EVP_BytesToKey (MD5, one
 * round). This writes and reads the same bytes with the audited noble primitives: crypto-js
 * is 6 KB gzip of every first visit, these are about a third of that (the reference server
 * still seals with crypto-js, and the test proves each reads the other's cookies).
 */
const SALTED = utf8ToBytes('Salted__');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: key then IV. */
function keyDerive(secret: Uint8Array, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  let derived = new Uint8Array(0);
  let block = new Uint8Array(0);
  while (derived.length < KEY_BYTES + IV_BYTES) {
    block = md5(concatBytes(block, secret, salt));
    derived = concatBytes(derived, block);
  }
  return { key: derived.slice(0, KEY_BYTES), iv: derived.slice(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

const base64Encode = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const base64Decode = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const utf8Strict = new TextDecoder('utf-8', { fatal: true });

function seal(token: string, secret: string): string {
  const salt = randomBytes(SALT_BYTES);
  const { key, iv } = keyDerive(utf8ToBytes(secret), salt);
  return base64Encode(concatBytes(SALTED, salt, cbc(key, iv).encrypt(utf8ToBytes(token))));
}

/** The token, or null for anything that is not a cookie sealed with this secret. */
function open(sealed: string, secret: string): string | null {
  try {
    const bytes = base64Decode(sealed);
    if (bytes.length <= SALTED.length + SALT_BYTES || !SALTED.every((byte, i) => bytes[i] === byte)) return null;
    const salt = bytes.slice(SALTED.length, SALTED.length + SALT_BYTES);
    const { key, iv } = keyDerive(utf8ToBytes(secret), salt);
    const plain = utf8Strict.decode(cbc(key, iv).decrypt(bytes.slice(SALTED.length + SALT_BYTES)));
    return plain === '' ? null : plain;
  } catch {
    // Bad base64, a length that is not whole blocks, wrong padding (another secret) or bytes
    // that are not UTF-8: all mean the cookie is not ours to read.
    return null;
  }
}

/** With no secret configured, nothing is encrypted or decrypted (the callers return false and log to the console). */
export function aesPassphraseTokenCipher(secret: string | null | undefined): TokenCipher {
  return {
    encrypt: (token) => (secret ? seal(token, secret) : null),
    decrypt: (cipherText) => (secret && cipherText ? open(cipherText, secret) : null),
  };
}
