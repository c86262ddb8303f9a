import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE_LOGIN, COOKIE_NO_LOGIN, pageGuard } from './page-guard.js';

const allow = { kind: 'allow' };
const redirect = { kind: 'redirect', to: '/' };

describe('pageGuard', () => {
  it.each([
    ['/', false, false, allow],
    ['/', true, false, allow],
    ['/', false, true, allow],
    ['/', true, true, allow],
    ['/gio-hang', false, false, redirect],
    ['/gio-hang', true, false, allow],
    ['/gio-hang', false, true, allow],
    ['/gio-hang', true, true, allow],
  ])('path %s, login %s, no-login %s', (path, hasLoginCookie, hasNoLoginCookie, expected) => {
    expect(pageGuard({ path, hasLoginCookie, hasNoLoginCookie })).toEqual(expected);
  });

  it('allows any path when either cookie is present', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (path, login) => {
        expect(pageGuard({ path, hasLoginCookie: login, hasNoLoginCookie: !login })).toEqual(allow);
        expect(pageGuard({ path, hasLoginCookie: true, hasNoLoginCookie: true })).toEqual(allow);
      }),
    );
  });

  it('always allows the root', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (hasLoginCookie, hasNoLoginCookie) => {
        expect(pageGuard({ path: '/', hasLoginCookie, hasNoLoginCookie })).toEqual(allow);
      }),
    );
  });

  it('sends every other path without cookies to the root', () => {
    fc.assert(
      fc.property(fc.webPath().filter((path) => path !== '/'), (path) => {
        expect(pageGuard({ path, hasLoginCookie: false, hasNoLoginCookie: false })).toEqual(redirect);
      }),
    );
  });

  it('names two distinct cookies', () => {
    expect(COOKIE_LOGIN).not.toBe(COOKIE_NO_LOGIN);
  });
});
