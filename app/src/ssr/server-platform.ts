import { aesPassphraseTokenCipher, cookieParse, cookieTokenStore, memoryKeyValueStore, type CookieJar, type FetchLike } from '@modavi/adapters';
import type { Locale } from '@modavi/core';
import type { RuntimeConfig } from '../config/runtime-config';
import { consoleLogger, type ComposePlatform } from '../composition/composition-root';

/**
 * The page request's cookies, read only: a render on the server never sets one (the server's
 * page route issues the no-login cookie itself and hands it in with the request's).
 */
const requestCookieJar = (cookieHeader: string): CookieJar => ({
  get: (name) => cookieParse(cookieHeader, name),
  set: () => undefined,
  remove: () => undefined,
});

/**
 * The services' platform while the server renders a page: the request's cookies and language,
 * empty storage (a tab's ids and preferences live in the browser), and the server's own fetch.
 * The country is the spec's default until the browser reads the visitor's.
 */
export function serverPlatform(config: RuntimeConfig, cookieHeader: string, locale: Locale, fetch: FetchLike): ComposePlatform {
  const tokens = cookieTokenStore(requestCookieJar(cookieHeader), aesPassphraseTokenCipher(config.tokenSecret), consoleLogger);
  return {
    tokens,
    local: memoryKeyValueStore(),
    session: memoryKeyValueStore(),
    context: {
      token: () => tokens.current(),
      country: () => 'VN',
      locale: () => locale,
      sessionId: () => '',
      deviceId: () => '',
      localeSet: () => undefined,
      countrySet: () => undefined,
    },
    fetch,
  };
}
