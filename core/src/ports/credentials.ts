import type { Locale } from '../locale/locale.js';

/**
 * What every request carries: the spec's authorization (account token or no-login token),
 * country, language, per-tab session id and device id.
 */
export interface RequestContext {
  /** The decrypted account token, or the no-login token; null when neither exists yet. */
  token(): string | null;
  country(): string;
  locale(): Locale;
  sessionId(): string;
  deviceId(): string;
}
