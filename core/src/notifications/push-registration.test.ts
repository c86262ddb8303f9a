import { describe, expect, it } from 'vitest';
import { pushRegistrationNeeded, pushTokenOutcome } from './push-registration.js';

describe('pushTokenOutcome', () => {
  it('keeps a token, skips on a support or permission reason, fails on an error or empty token', () => {
    expect(pushTokenOutcome({ ok: true, token: 'abc' })).toEqual({ kind: 'token', token: 'abc' });
    expect(pushTokenOutcome({ ok: true, token: ' ' })).toEqual({ kind: 'failed' });
    expect(pushTokenOutcome({ ok: false, reason: 'PERMISSION_DENIED' })).toEqual({ kind: 'skip', reason: 'PERMISSION_DENIED' });
    expect(pushTokenOutcome({ ok: false, reason: 'NOT_SUPPORTED' })).toEqual({ kind: 'skip', reason: 'NOT_SUPPORTED' });
    expect(pushTokenOutcome({ ok: false, reason: 'FAILED' })).toEqual({ kind: 'failed' });
  });
});

describe('pushRegistrationNeeded', () => {
  it('is needed for a new or different user, not for the registered one or nobody', () => {
    expect(pushRegistrationNeeded(null, 'user-1')).toBe(true);
    expect(pushRegistrationNeeded('user-1', 'user-2')).toBe(true);
    expect(pushRegistrationNeeded('user-1', 'user-1')).toBe(false);
    expect(pushRegistrationNeeded('user-1', null)).toBe(false);
    expect(pushRegistrationNeeded(null, '')).toBe(false);
  });
});
