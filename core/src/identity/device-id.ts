/** Spec: 'web-' followed by up to 24 lowercase base-36 characters. */
export const DEVICE_ID_PREFIX = 'web-';
export const DEVICE_ID_BODY_MAX = 24;

/** The browser properties the device id is derived from; the adapter reads them. */
export interface DeviceTraits {
  readonly screen: string;
  readonly colorDepth: number;
  readonly timezoneOffset: number;
  readonly platform: string;
  readonly pixelRatio: number;
  readonly browser: string;
}

// FNV-1a, 32 bits: stable across runtimes and cheap; collisions only merge two anonymous devices.
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Derives the device id from its traits: same traits, same id. */
export function deviceIdFromTraits(traits: DeviceTraits): string {
  const source = [
    traits.screen,
    traits.colorDepth,
    traits.timezoneOffset,
    traits.platform,
    traits.pixelRatio,
    traits.browser,
  ].join('|');
  const body = [0x811c9dc5, 0x01000193, 0x9e3779b1, 0x85ebca6b]
    .map((seed) => fnv1a(source, seed).toString(36))
    .join('')
    .slice(0, DEVICE_ID_BODY_MAX);
  return `${DEVICE_ID_PREFIX}${body}`;
}

/** Spec: falls back to a time-based id when the traits cannot be read; a clock that is not a finite number counts as 0. */
export const deviceIdFallback = (nowMs: number): string => {
  const ms = Number.isFinite(nowMs) ? Math.max(0, Math.floor(nowMs)) : 0;
  return `${DEVICE_ID_PREFIX}${ms.toString(36).slice(0, DEVICE_ID_BODY_MAX)}`;
};
