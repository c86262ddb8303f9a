import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PUSH_SAFARI_MIN_VERSION, pushBrowserAllowed, pushSupportDecide, pushVersionAtLeast } from './push-support.js';
import { makePushEnvironment } from '../testing/notifications-factories.js';

describe('pushSupportDecide', () => {
  it('supports a complete Chrome with a key', () => {
    expect(pushSupportDecide(makePushEnvironment())).toEqual({ kind: 'supported' });
  });

  it.each([
    ['a missing key', { vapidKey: null }, 'KEY_MISSING'],
    ['a blank key', { vapidKey: '  ' }, 'KEY_MISSING'],
    ['no service worker', { hasServiceWorker: false }, 'SERVICE_WORKER_UNSUPPORTED'],
    ['no Notification API', { hasNotification: false }, 'NOT_SUPPORTED'],
    ['no PushManager', { hasPushManager: false }, 'NOT_SUPPORTED'],
    ['Samsung Internet', { browser: { name: 'Samsung Internet', version: '25' } }, 'NOT_SUPPORTED'],
    ['Safari 16.3', { browser: { name: 'Safari', version: '16.3' } }, 'NOT_SUPPORTED'],
  ] as const)('skips with %s', (_label, overrides, reason) => {
    expect(pushSupportDecide(makePushEnvironment(overrides))).toEqual({ kind: 'skip', reason });
  });

  it('names the missing key before any browser shortfall', () => {
    expect(pushSupportDecide(makePushEnvironment({ vapidKey: '', hasServiceWorker: false, hasPushManager: false }))).toEqual({
      kind: 'skip',
      reason: 'KEY_MISSING',
    });
  });

  it('supports only when every API is present, the key is set and the browser allowed', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom(null, '', 'key'),
        fc.constantFrom('Chrome', 'Firefox', 'Edge', 'Opera', 'Safari', 'UC Browser'),
        fc.constantFrom('15.6', '16.4', '17.1', '120'),
        (hasServiceWorker, hasNotification, hasPushManager, vapidKey, name, version) => {
          const environment = makePushEnvironment({
            hasServiceWorker,
            hasNotification,
            hasPushManager,
            vapidKey,
            browser: { name, version },
          });
          const expected =
            hasServiceWorker && hasNotification && hasPushManager && vapidKey === 'key' && pushBrowserAllowed({ name, version });
          expect(pushSupportDecide(environment).kind === 'supported').toBe(expected);
        },
      ),
    );
  });
});

describe('pushBrowserAllowed', () => {
  it('allows Chrome, Firefox, Edge and Opera under their usual detector names', () => {
    for (const name of ['Chrome', 'firefox', 'Microsoft Edge', 'Edge', 'Opera', 'Mobile Firefox', 'Mobile Chrome']) {
      expect(pushBrowserAllowed({ name, version: '1' })).toBe(true);
    }
  });

  it(`allows Safari from ${PUSH_SAFARI_MIN_VERSION}`, () => {
    expect(PUSH_SAFARI_MIN_VERSION).toBe('16.4');
    expect(pushBrowserAllowed({ name: 'Safari', version: '16.4' })).toBe(true);
    expect(pushBrowserAllowed({ name: 'Mobile Safari', version: '17.2.1' })).toBe(true);
    expect(pushBrowserAllowed({ name: 'Safari', version: '16.3.9' })).toBe(false);
    expect(pushBrowserAllowed({ name: 'Safari', version: 'unknown' })).toBe(false);
  });
});

describe('pushVersionAtLeast', () => {
  it('compares dotted versions numerically', () => {
    expect(pushVersionAtLeast('16.10', '16.4')).toBe(true);
    expect(pushVersionAtLeast('16', '16.4')).toBe(false);
    expect(pushVersionAtLeast('16.4.0', '16.4')).toBe(true);
    expect(pushVersionAtLeast('9.9', '16.4')).toBe(false);
  });

  it('agrees with comparing [major, minor] pairs', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(20), fc.nat(40), fc.nat(20), (a, b, c, d) => {
        expect(pushVersionAtLeast(`${a}.${b}`, `${c}.${d}`)).toBe(a > c || (a === c && b >= d));
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => void pushVersionAtLeast(a, b)));
  });
});
