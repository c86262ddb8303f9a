import type { PushSkipReason } from '../ports/push-messaging.js';

/** What the app reads from the browser and its configuration before registering for push. */
export interface PushEnvironment {
  readonly hasServiceWorker: boolean;
  readonly hasNotification: boolean;
  readonly hasPushManager: boolean;
  readonly browser: { readonly name: string; readonly version: string };
  /** The public (VAPID) push key from the configuration. */
  readonly vapidKey: string | null | undefined;
}

/** The skip reasons a support check can give (the others come from the token request). */
export type PushSupportSkipReason = Extract<PushSkipReason, 'NOT_SUPPORTED' | 'KEY_MISSING' | 'SERVICE_WORKER_UNSUPPORTED'>;

export type PushSupportDecision =
  { readonly kind: 'supported' } | { readonly kind: 'skip'; readonly reason: PushSupportSkipReason };

/** Spec: push works on Chrome, Firefox, Edge and Opera (any version) and on Safari from a minimum version. */
export const PUSH_BROWSERS = ['chrome', 'firefox', 'edge', 'opera'] as const;

/**
 * Spec: "Safari needs 17+ (or 16.4+)". We take 16.4, the release that shipped standard Web
 * Push. The API checks beside it already skip the contexts where 16.4 lacks push (iOS Safari
 * outside a home-screen app has no PushManager), so 17 would only turn away browsers that work.
 */
export const PUSH_SAFARI_MIN_VERSION = '16.4';

const versionParts = (version: string): number[] | null => {
  const match = /^\s*(\d+(?:\.\d+)*)/.exec(version);
  return match?.[1] ? match[1].split('.').map(Number) : null;
};

/** Whether dotted `version` is at least `minimum` ('16.4.1' >= '16.4'); an unreadable version is not. */
export function pushVersionAtLeast(version: string, minimum: string): boolean {
  const have = versionParts(version);
  const need = versionParts(minimum);
  if (have === null || need === null) return false;
  for (let i = 0; i < Math.max(have.length, need.length); i += 1) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

// Browser detection libraries name the same browser several ways ('Mobile Safari', 'Microsoft Edge').
const browserKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/^(mobile|microsoft)\s+/, '');

/** Whether this browser, by name and version, can receive web push. */
export function pushBrowserAllowed(browser: { readonly name: string; readonly version: string }): boolean {
  const key = browserKey(String(browser.name));
  if ((PUSH_BROWSERS as readonly string[]).includes(key)) return true;
  return key === 'safari' && pushVersionAtLeast(String(browser.version), PUSH_SAFARI_MIN_VERSION);
}

/**
 * Spec section 4: push is skipped when the public key is missing, service workers are
 * unsupported, or the browser lacks support (notification and push APIs, an allowed
 * browser). The key is checked first: it is a configuration fault that shows on every
 * browser, so the console names it rather than a browser detail.
 */
export function pushSupportDecide(environment: PushEnvironment): PushSupportDecision {
  if (typeof environment.vapidKey !== 'string' || environment.vapidKey.trim() === '')
    return { kind: 'skip', reason: 'KEY_MISSING' };
  if (!environment.hasServiceWorker) return { kind: 'skip', reason: 'SERVICE_WORKER_UNSUPPORTED' };
  if (!environment.hasNotification || !environment.hasPushManager || !pushBrowserAllowed(environment.browser)) {
    return { kind: 'skip', reason: 'NOT_SUPPORTED' };
  }
  return { kind: 'supported' };
}
