import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CODE_REQUEST_ADDRESS_POLICY, LOGIN_THROTTLE_POLICY, codeRequestAddressDecide, loginThrottleWait } from './attempt-throttle.js';

const NOW = 1_750_000_000_000;
const seconds = (n: number) => n * 1000;
const times = (count: number, step = 1000) => Array.from({ length: count }, (_, index) => NOW - index * step);
const { pairFreeFailures, addressFreeFailures, firstWaitMs, maxWaitMs, windowMs } = LOGIN_THROTTLE_POLICY;

describe('loginThrottleWait', () => {
  it('lets an address try freely below the free failures for an account', () => {
    expect(loginThrottleWait({ pair: times(pairFreeFailures - 1), address: times(pairFreeFailures - 1) }, NOW)).toBe(0);
  });

  it('then makes it wait, doubling with each further failure, from the latest failure', () => {
    expect(loginThrottleWait({ pair: [NOW, ...times(pairFreeFailures - 1, 10).map((at) => at - 10)], address: [] }, NOW)).toBe(firstWaitMs);
    const more = [NOW, ...times(pairFreeFailures + 2, 10).map((at) => at - 10)];
    expect(loginThrottleWait({ pair: more, address: [] }, NOW)).toBe(firstWaitMs * 2 ** 3);
    expect(loginThrottleWait({ pair: more, address: [] }, NOW + firstWaitMs * 8)).toBe(0);
  });

  it('caps the wait, and forgets failures older than the window', () => {
    expect(loginThrottleWait({ pair: times(60, 10), address: [] }, NOW)).toBe(maxWaitMs);
    expect(loginThrottleWait({ pair: times(60, 10).map((at) => at - windowMs), address: [] }, NOW)).toBe(0);
  });

  it('slows an address spraying many accounts once it passes the free failures of an address', () => {
    expect(loginThrottleWait({ pair: [NOW], address: times(addressFreeFailures - 1) }, NOW)).toBe(0);
    expect(loginThrottleWait({ pair: [NOW], address: times(addressFreeFailures) }, NOW)).toBe(firstWaitMs);
  });

  it('never waits longer than the cap and never less than nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: seconds(3600) }), { maxLength: 80 }), fc.array(fc.integer({ min: 0, max: seconds(3600) })), (pair, address) => {
        const wait = loginThrottleWait({ pair: pair.map((ago) => NOW - ago), address: address.map((ago) => NOW - ago) }, NOW);
        return wait >= 0 && wait <= maxWaitMs;
      }),
    );
  });
});

describe('codeRequestAddressDecide', () => {
  const { maxUnredeemed } = CODE_REQUEST_ADDRESS_POLICY;

  it('sends codes while the address has fewer unredeemed codes than the maximum', () => {
    expect(codeRequestAddressDecide(times(maxUnredeemed - 1), NOW)).toEqual({ ok: true });
  });

  it('refuses the next until the oldest unredeemed one leaves the window', () => {
    const full = times(maxUnredeemed, seconds(60));
    const oldest = Math.min(...full);
    expect(codeRequestAddressDecide(full, NOW)).toEqual({ ok: false, retryAfterMs: oldest + CODE_REQUEST_ADDRESS_POLICY.windowMs - NOW });
    expect(codeRequestAddressDecide(full, oldest + CODE_REQUEST_ADDRESS_POLICY.windowMs)).toEqual({ ok: true });
  });
});
