import { describe, expect, it, vi } from 'vitest';
import { COOKIE_LOGIN, COOKIE_NO_LOGIN, type Logger } from '@modavi/core';
import type { CookieJar } from './cookie-jar.js';
import { cookieParse } from './cookie-jar.js';
import { cookieTokenStore } from './cookie-token-store.js';
import { cryptoJsTokenCipher } from './token-cipher.js';

const memoryJar = (): CookieJar & { all: Map<string, string> } => {
  const all = new Map<string, string>();
  return { all, get: (name) => all.get(name) ?? null, set: (name, value) => void all.set(name, value), remove: (name) => void all.delete(name) };
};
const logger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('cryptoJsTokenCipher', () => {
  it('round-trips a token and never stores it in clear', () => {
    const cipher = cryptoJsTokenCipher('s3cret');
    const sealed = cipher.encrypt('guest-token-1');
    expect(sealed).not.toContain('guest-token-1');
    expect(cipher.decrypt(sealed ?? '')).toBe('guest-token-1');
  });

  it('cannot open with another secret, nor without one', () => {
    const sealed = cryptoJsTokenCipher('a').encrypt('token') ?? '';
    expect(cryptoJsTokenCipher('b').decrypt(sealed)).not.toBe('token');
    expect(cryptoJsTokenCipher(null).decrypt(sealed)).toBeNull();
    expect(cryptoJsTokenCipher('a').decrypt('not base64 at all')).toBeNull();
  });
});

describe('cookieTokenStore', () => {
  it('prefers the account token over the no-login token', () => {
    const jar = memoryJar();
    const cipher = cryptoJsTokenCipher('k');
    jar.set(COOKIE_NO_LOGIN, cipher.encrypt('guest') ?? '', 1);
    const store = cookieTokenStore(jar, cipher, logger());
    expect(store.current()).toBe('guest');
    expect(store.isLoggedIn()).toBe(false);
    jar.set(COOKIE_LOGIN, cipher.encrypt('account') ?? '', 1);
    expect(store.current()).toBe('account');
    expect(store.cookiesPresent()).toEqual({ login: true, noLogin: true });
  });

  it('returns false and logs when no secret is configured (spec)', () => {
    const jar = memoryJar();
    const log = logger();
    const store = cookieTokenStore(jar, cryptoJsTokenCipher(''), log);
    expect(store.guestSave('guest')).toBe(false);
    expect(jar.all.size).toBe(0);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('cookieTokenStore: login and logout', () => {
  it('stores the account token encrypted in the login cookie, and drops the guest cookie on request', () => {
    const jar = memoryJar();
    const cipher = cryptoJsTokenCipher('k');
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
    const store = cookieTokenStore(jar, cryptoJsTokenCipher(null), log);
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
