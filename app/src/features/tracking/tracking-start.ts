import { httpTrackingSender, type HttpClient } from '@modavi/adapters';
import type { KeyValueStore } from '@modavi/core';
import type { BrowserContext } from '../../composition/request-context';
import type { TrackingNote } from './tracking-buffer';
import { trackingRuntimeCreate } from './tracking-runtime';

/** The web app's version as sessions report it (spec: app_version); the app package's version. */
export const TRACKING_APP_VERSION = '0.1.0';

/** The signed-in account's id from the profile the auth session stores (spec: the 'profile' key), else null. */
function profileUserId(local: KeyValueStore): string | null {
  try {
    const profile: unknown = JSON.parse(local.get('profile') ?? 'null');
    return profile && typeof profile === 'object' && '_id' in profile && typeof profile._id === 'string' ? profile._id : null;
  } catch {
    return null;
  }
}

/** The browser's platform as the session's OS version: the web app has no OS version of its own. */
const osVersion = (): string => {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return `Web ${platform || 'unknown'}`.slice(0, 100);
};

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The tracking runtime of this page (loaded lazily by the buffer), over the commerce API. */
export function trackingStart(client: HttpClient, local: KeyValueStore, context: BrowserContext): (note: TrackingNote) => void {
  return trackingRuntimeCreate({
    sender: httpTrackingSender(client, { now: () => Date.now() }),
    local,
    now: () => Date.now(),
    newId,
    visit: () => ({
      userId: profileUserId(local),
      deviceId: context.deviceId(),
      osVersion: osVersion(),
      appVersion: TRACKING_APP_VERSION,
      area: context.country(),
      language: context.locale(),
    }),
  });
}
