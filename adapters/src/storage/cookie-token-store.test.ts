import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_LOGIN, COOKIE_NO_LOGIN, type Logger } from '@modavi/core';
import type { CookieJar } from './cookie-jar.js';
import { cookieParse } from './cookie-jar.js';
import { cookieTokenStore } from './cookie-token-store.js';
import { aesPassphraseTokenCipher } from './token-cipher.js';

const memoryJar = (): CookieJar & { all: Map<string, string> } => {
  const all = new Map<string, string>();
  return { all, get: (name) => all.get(name) ?? null, set: (name, value) => void all.set(name, value), remove: (name) => void all.delete(name) };
};
const logger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('aesPassphraseTokenCipher', () => {
  it('reads what crypto-js sealed (the reference server) and crypto-js reads what it seals', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300, unit: 'binary' }), fc.string({ minLength: 1, maxLength: 64 }), (token, secret) => {
        const cipher = aesPassphraseTokenCipher(secret);
        expect(cipher.decrypt(CryptoJS.AES.encrypt(token, secret).toString())).toBe(token);
        expect(CryptoJS.AES.decrypt(cipher.encrypt(token) ?? '', secret).toString(CryptoJS.enc.Utf8)).toBe(token);
      }),
    );
  });

  it('never throws on a cookie it cannot open', () => {
    fc.assert(fc.property(fc.string(), (junk) => void aesPassphraseTokenCipher('s').decrypt(junk)));
    const sealed = CryptoJS.AES.encrypt('token', 'a').toString();
    expect(aesPassphraseTokenCipher('a').decrypt(sealed.slice(0, -8))).toBeNull();
  });

  it('round-trips a token and never stores it in clear', () => {
    const cipher = aesPassphraseTokenCipher('s3cret');
    const sealed = cipher.encrypt('guest-token-1');
    expect(sealed).not.toContain('guest-token-1');
    expect(cipher.decrypt(sealed ?? '')).toBe('guest-token-1');
  });

  it('cannot open with another secret, nor without one', () => {
    const sealed = aesPassphraseTokenCipher('a').encrypt('token') ?? '';
    expect(aesPassphraseTokenCipher('b').decrypt(sealed)).not.toBe('token');
    expect(aesPassphraseTokenCipher(null).decrypt(sealed)).toBeNull();
    expect(aesPassphraseTokenCipher('a').decrypt('not base64 at all')).toBeNull();
  });
});

describe('cookieTokenStore', () => {
  it('prefers the account token over the no-login token', () => {
    const jar = memoryJar();
    const cipher = aesPassphraseTokenCipher('k');
    jar.set(COOKIE_NO_LOGIN, cipher.encrypt('guest') ?? '', 1);
    const store = cookieTokenStore(jar, cipher, logger());
    expect(store.current()).toBe('guest');
    expect(store.isLoggedIn()).toBe(false);
    jar.set(COOKIE_LOGIN, cipher.encrypt('account') ?? '', 1);
    expect(store.current()).toBe('account');
    expect(store.cookiesPresent()).toEqual({ login: true, noLogin: true });
  });

  it('opens a cookie once while it stays the same, and again when it changes or goes', () => {
    const jar = memoryJar();
    const real = aesPassphraseTokenCipher('k');
    const cipher = { encrypt: real.encrypt, decrypt: vi.fn(real.decrypt) };
    jar.set(COOKIE_NO_LOGIN, real.encrypt('guest-1') ?? '', 1);
    const store = cookieTokenStore(jar, cipher, logger());
    expect([store.current(), store.current(), store.isLoggedIn()]).toEqual(['guest-1', 'guest-1', false]);
    expect(cipher.decrypt).toHaveBeenCalledOnce();
    jar.set(COOKIE_NO_LOGIN, real.encrypt('guest-2') ?? '', 1);
    expect(store.current()).toBe('guest-2');
    jar.remove(COOKIE_NO_LOGIN);
    expect(store.current()).toBeNull();
    jar.set(COOKIE_NO_LOGIN, 'U2FsdGVkX1-dead', 1);
    expect([store.current(), store.current()]).toEqual([null, null]);
    expect(cipher.decrypt).toHaveBeenCalledTimes(3);
  });

  it('returns false and logs when no secret is configured (spec)', () => {
    const jar = memoryJar();
    const log = logger();
    const store = cookieTokenStore(jar, aesPassphraseTokenCipher(''), log);
    expect(store.guestSave('guest')).toBe(false);
    expect(jar.all.size).toBe(0);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('cookieTokenStore: login and logout', () => {
  it('stores the account token encrypted in the login cookie, and drops the guest cookie on request', () => {
    const jar = memoryJar();
    const cipher = aesPassphraseTokenCipher('k');
    const store = cookieTokenStore(jar, cipher, logger());
    expect(store.guestSave('guest')).toBe(true);
    expect(store.loginSave('account')).toBe(true);
    expect(jar.all.get(COOKIE_LOGIN)).not.toContain('account');
    expect(store.current()).toBe('account');
    expect(store.isLoggedIn()).toBe(true);
    store.guestClear();
    expect(store.cookiesPresent()).toEqual({ login: true, noLogin: false });
    store.loginClear();
    expect(store.current()).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
  });

  it('returns false, stores nothing and logs when no secret is configured (spec)', () => {
    const jar = memoryJar();
    const log = logger();
    const store = cookieTokenStore(jar, aesPassphraseTokenCipher(null), log);
    expect(store.loginSave('account')).toBe(false);
    expect(jar.all.size).toBe(0);
    expect(log.error).toHaveBeenCalledWith('encryption secret not configured: login token not stored');
  });
});

describe('cookieParse', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(cookieParse('a=1; mdv_nologin=U2Fs%2B%3D; b=2', 'mdv_nologin')).toBe('U2Fs+=');
    expect(cookieParse('a=1', 'mdv_nologin')).toBeNull();
    expect(cookieParse('x=%E0%A4%A', 'x')).toBeNull();
  });
});
