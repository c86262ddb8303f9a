import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOKIE_LOGIN, COOKIE_NO_LOGIN, guardReturnPath, pageGuard, pagePrivate } from './page-guard.js';

const allow = { kind: 'allow' };
const back = (path: string) => ({ kind: 'redirect', to: `/?next=${encodeURIComponent(path)}` });

describe('pageGuard', () => {
  it.each([
    ['/', false, false, allow],
    ['/', true, false, allow],
    ['/san-pham/p1', false, false, allow],
    ['/tim-kiem', false, false, allow],
    ['/tuong/u1', false, false, allow],
    ['/trang-ca-nhan', false, false, back('/trang-ca-nhan')],
    ['/trang-ca-nhan/don-hang/o1', false, false, back('/trang-ca-nhan/don-hang/o1')],
    ['/thanh-toan-2', false, false, back('/thanh-toan-2')],
    ['/ban-hang/quan-ly-san-pham', false, false, back('/ban-hang/quan-ly-san-pham')],
    ['/tuong', false, false, back('/tuong')],
    ['/trang-ca-nhan', true, false, allow],
    ['/trang-ca-nhan', false, true, allow],
  ])('path %s, login %s, no-login %s', (path, hasLoginCookie, hasNoLoginCookie, expected) => {
    expect(pageGuard({ path, hasLoginCookie, hasNoLoginCookie })).toEqual(expected);
  });

  it('carries the query string of a private page to the root', () => {
    expect(pageGuard({ path: '/thanh-toan', search: '?x=true&l=true', hasLoginCookie: false, hasNoLoginCookie: false })).toEqual(back('/thanh-toan?x=true&l=true'));
  });

  it('allows any path when either cookie is present', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (path, login) => {
        expect(pageGuard({ path, hasLoginCookie: login, hasNoLoginCookie: !login })).toEqual(allow);
      }),
    );
  });

  it('answers a public page itself, and sends a private one to the root with a way back there', () => {
    fc.assert(
      fc.property(fc.webPath().filter((path) => path !== '/'), (path) => {
        const decision = pageGuard({ path, hasLoginCookie: false, hasNoLoginCookie: false });
        if (!pagePrivate(path)) {
          expect(decision).toEqual(allow);
          return;
        }
        expect(decision.kind).toBe('redirect');
        const next = new URLSearchParams((decision as { to: string }).to.slice(2)).get('next');
        expect(guardReturnPath(next)).toBe(path.startsWith('//') ? null : path);
      }),
    );
  });

  it('pushes a client whose cookies went away to the root itself, for private pages only', () => {
    const cleared = { hasLoginCookie: false, hasNoLoginCookie: false, side: 'client' as const };
    expect(pageGuard({ ...cleared, path: '/gio-hang' })).toEqual({ kind: 'redirect', to: '/' });
    expect(pageGuard({ ...cleared, path: '/trang-ca-nhan/don-hang/1', search: '?tab=2' })).toEqual({ kind: 'redirect', to: '/' });
    expect(pageGuard({ ...cleared, path: '/san-pham/1' })).toEqual({ kind: 'allow' });
    expect(pageGuard({ ...cleared, path: '/gio-hang', hasNoLoginCookie: true })).toEqual({ kind: 'allow' });
  });

  it('names two distinct cookies', () => {
    expect(COOKIE_LOGIN).not.toBe(COOKIE_NO_LOGIN);
  });
});

describe('guardReturnPath', () => {
  it.each([
    ['/trang-ca-nhan', '/trang-ca-nhan'],
    ['/thanh-toan?x=true', '/thanh-toan?x=true'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['/', null],
    ['/?next=/x', null],
    [undefined, null],
    [42, null],
  ])('%s → %s', (next, expected) => {
    expect(guardReturnPath(next)).toBe(expected);
  });

  it('never returns an address of another site', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const path = guardReturnPath(next);
        if (path !== null) expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
      }),
    );
  });
});
