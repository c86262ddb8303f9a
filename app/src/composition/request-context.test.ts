// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LOCALE, DEVICE_ID_PREFIX, deviceIdFallback, type KeyValueStore } from '@modavi/core';
import type { TokenStore } from '@modavi/adapters';
import { STORAGE_KEYS, browserRequestContext } from './request-context';

/** A storage of one origin: local storage is shared by the tabs, session storage is not. */
function memoryStore(): KeyValueStore & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

const tokens = { current: () => null } as unknown as TokenStore;

describe('the browser request context: device id and tab session id', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('derives the device id from the browser once, keeps it in local storage, and logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = memoryStore();
    const context = browserRequestContext(tokens, local, memoryStore());
    expect(context.deviceId()).toMatch(new RegExp(`^${DEVICE_ID_PREFIX}[0-9a-z]{1,24}$`));
    expect(local.get(STORAGE_KEYS.deviceId)).toBe(context.deviceId());
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back to a time-based id, with a console error, when the browser traits cannot be read', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 2, 3, 4, 5) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window.screen, 'width', 'get').mockImplementation(() => {
      throw new Error('screen unavailable');
    });
    const local = memoryStore();
    const context = browserRequestContext(tokens, local, memoryStore());
    expect(context.deviceId()).toBe(deviceIdFallback(Date.UTC(2026, 0, 2, 3, 4, 5)));
    expect(local.get(STORAGE_KEYS.deviceId)).toBe(context.deviceId());
    expect(error).toHaveBeenCalledWith('device id creation error', expect.any(Error));
  });

  it('keeps a stored device id rather than deriving a new one', () => {
    const local = memoryStore();
    local.set(STORAGE_KEYS.deviceId, 'web-remembered');
    expect(browserRequestContext(tokens, local, memoryStore()).deviceId()).toBe('web-remembered');
  });

  it('gives two tabs the same device id and different session ids; a reload of a tab keeps its session id', () => {
    const local = memoryStore();
    const firstTabSession = memoryStore();
    const first = browserRequestContext(tokens, local, firstTabSession);
    const second = browserRequestContext(tokens, local, memoryStore());
    expect(second.deviceId()).toBe(first.deviceId());
    expect(first.sessionId()).not.toBe(second.sessionId());
    expect(firstTabSession.get(STORAGE_KEYS.sessionId)).toBe(first.sessionId());
    expect(browserRequestContext(tokens, local, firstTabSession).sessionId()).toBe(first.sessionId());
  });
});

describe('the language choice', () => {
  it('is kept in local storage and in the cookie the server renders pages by', () => {
    const tokens = { current: () => null } as unknown as TokenStore;
    const local = memoryStore();
    browserRequestContext(tokens, local, memoryStore()).localeSet('kr');
    expect(local.get(STORAGE_KEYS.locale)).toBe('kr');
    expect(document.cookie).toContain(`${COOKIE_LOCALE}=kr`);
  });
});
