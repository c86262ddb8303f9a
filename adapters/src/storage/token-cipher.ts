import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/** Encrypts tokens for the login and no-login cookies with the configured secret (spec). */
export interface TokenCipher {
  encrypt(token: string): string | null;
  decrypt(cipherText: string): string | null;
}

/**
 * crypto-js AES with a passphrase, as the spec's web client does. With no secret configured,
 * nothing is encrypted or decrypted (the callers return false and log to the console).
 */
export function cryptoJsTokenCipher(secret: string | null | undefined): TokenCipher {
  return {
    encrypt(token) {
      if (!secret) return null;
      return AES.encrypt(token, secret).toString();
    },
    decrypt(cipherText) {
      if (!secret || !cipherText) return null;
      try {
        const plain = AES.decrypt(cipherText, secret).toString(Utf8);
        return plain === '' ? null : plain;
      } catch {
        return null;
      }
    },
  };
}
