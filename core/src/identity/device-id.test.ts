import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEVICE_ID_BODY_MAX, DEVICE_ID_PREFIX, deviceIdFallback, deviceIdFromTraits, type DeviceTraits } from './device-id.js';

const DEVICE_ID = /^web-[0-9a-z]{1,24}$/;

const traits = (overrides: Partial<DeviceTraits> = {}): DeviceTraits => ({
  screen: '1920x1080',
  colorDepth: 24,
  timezoneOffset: -420,
  platform: 'MacIntel',
  pixelRatio: 2,
  browser: 'Mozilla/5.0 Chrome/126',
  ...overrides,
});

const traitsArb = fc.record({
  screen: fc.string(),
  colorDepth: fc.integer(),
  timezoneOffset: fc.integer({ min: -840, max: 720 }),
  platform: fc.string(),
  pixelRatio: fc.double({ noNaN: true }),
  browser: fc.string(),
});

describe('deviceIdFromTraits', () => {
  it("is 'web-' and at most 24 lowercase base-36 characters, for any traits", () => {
    expect(DEVICE_ID_PREFIX).toBe('web-');
    expect(DEVICE_ID_BODY_MAX).toBe(24);
    fc.assert(
      fc.property(traitsArb, (any) => {
        expect(deviceIdFromTraits(any)).toMatch(DEVICE_ID);
      }),
    );
  });

  it('gives the same id for the same traits and another one when a trait changes', () => {
    expect(deviceIdFromTraits(traits())).toBe(deviceIdFromTraits(traits()));
    for (const changed of [
      { screen: '1366x768' },
      { colorDepth: 30 },
      { timezoneOffset: 0 },
      { platform: 'Win32' },
      { pixelRatio: 1 },
      { browser: 'Mozilla/5.0 Firefox/127' },
    ]) {
      expect(deviceIdFromTraits(traits(changed)), JSON.stringify(changed)).not.toBe(deviceIdFromTraits(traits()));
    }
  });
});

describe('deviceIdFallback', () => {
  it('is a time-based id of the same shape', () => {
    expect(deviceIdFallback(1_767_225_600_000)).toBe(`web-${(1_767_225_600_000).toString(36)}`);
    fc.assert(
      fc.property(fc.double(), (now) => {
        expect(deviceIdFallback(now)).toMatch(/^web-[0-9a-z]{0,24}$/);
      }),
    );
  });
});
