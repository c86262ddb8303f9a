import {
  COOKIE_LOCALE,
  STORAGE_KEYS as CORE_STORAGE_KEYS,
  deviceIdFallback,
  deviceIdFromTraits,
  localeParse,
  type KeyValueStore,
  type Locale,
  type RequestContext,
} from '@modavi/core';
import type { TokenStore } from '@modavi/adapters';

/**
 * Storage keys used here: the spec's device id (local storage, shared by tabs) and per-tab
 * session id (session storage) under core's names, plus the app's locale and country.
 */
export const STORAGE_KEYS = {
  deviceId: CORE_STORAGE_KEYS.deviceId,
  sessionId: CORE_STORAGE_KEYS.tabSessionId,
  locale: 'locale',
  country: 'country',
} as const;

function deviceIdRead(): string {
  try {
    return deviceIdFromTraits({
      screen: `${window.screen.width}x${window.screen.height}`,
      colorDepth: window.screen.colorDepth,
      timezoneOffset: new Date().getTimezoneOffset(),
      platform: navigator.platform,
      pixelRatio: window.devicePixelRatio,
      browser: `${navigator.userAgent}|${navigator.language}|${navigator.hardwareConcurrency}`,
    });
  } catch (error) {
    console.error('device id creation error', error);
    return deviceIdFallback(Date.now());
  }
}

/** A year: the language choice outlives any session, as local storage does. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export interface BrowserContext extends RequestContext {
  localeSet(locale: Locale): void;
  countrySet(country: string): void;
}

/** The request context of this tab: tokens from cookies, ids and preferences from storage. */
export function browserRequestContext(tokens: TokenStore, local: KeyValueStore, session: KeyValueStore): BrowserContext {
  const remembered = (store: KeyValueStore, key: string, create: () => string) => {
    const existing = store.get(key);
    if (existing) return existing;
    const created = create();
    store.set(key, created);
    return created;
  };
  const deviceId = remembered(local, STORAGE_KEYS.deviceId, deviceIdRead);
  const sessionId = remembered(session, STORAGE_KEYS.sessionId, () => crypto.randomUUID());
  return {
    token: () => tokens.current(),
    country: () => session.get(STORAGE_KEYS.country) ?? 'VN',
    locale: () => localeParse(local.get(STORAGE_KEYS.locale)),
    sessionId: () => sessionId,
    deviceId: () => deviceId,
    localeSet: (locale) => {
      local.set(STORAGE_KEYS.locale, locale);
      // The server renders public pages in the visitor's language too (issue 17): it reads this cookie.
      document.cookie = `${COOKIE_LOCALE}=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax`;
    },
    countrySet: (country) => session.set(STORAGE_KEYS.country, country),
  };
}
