import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_ORDERS_PATH,
  afterLoginDestination,
  afterLogoutDestination,
  EXPRESS_CHECKOUT_DESTINATION,
  LOGIN_RELOAD_PATHS,
  LOGOUT_RELOAD_PATHS,
  LOGIN_RETURNS_TO_ASKED_PAGE,
} from './auth-navigation.js';

const reload = { kind: 'reload' };
const reloadWithoutQuery = { kind: 'reloadWithoutQuery' };
const navigate = (to: string) => ({ kind: 'navigate', to });

describe('afterLoginDestination', () => {
  it.each([
    ['/bo-suu-tap/12', reload],
    ['/danh-sach/bo-suu-tap/12', reload],
    ['/gio-hang', reload],
    ['/gio-hang/', reload],
    ['/tim-kiem', reload],
    ['/nganh-hang', reload],
    ['/nganh-hang/5', reload],
    ['/danh-muc', reload],
    ['/', reloadWithoutQuery],
    ['/san-pham/1', reloadWithoutQuery],
    ['/thanh-toan', reloadWithoutQuery],
    ['/gio-hang-cu', reloadWithoutQuery],
    ['/danh-sach', reloadWithoutQuery],
  ])('on %s', (pathname, expected) => {
    expect(afterLoginDestination({ pathname, search: '?position=Home' })).toEqual(expected);
  });

  it('on the checkout variant: express checkout continues to checkout with x and l, otherwise to the orders', () => {
    expect(afterLoginDestination({ pathname: '/thanh-toan-2', search: '', isExpressCheckout: true })).toEqual(navigate('/thanh-toan?x=true&l=true'));
    expect(afterLoginDestination({ pathname: '/thanh-toan-2', isExpressCheckout: false })).toEqual(navigate('/trang-ca-nhan/don-hang'));
    expect(afterLoginDestination({ pathname: '/thanh-toan-2' })).toEqual(navigate(ACCOUNT_ORDERS_PATH));
    expect(EXPRESS_CHECKOUT_DESTINATION).toBe('/thanh-toan?x=true&l=true');
  });

  it('after the prompt a private page asked for, lands on that page; never on another site', () => {
    expect(LOGIN_RETURNS_TO_ASKED_PAGE).toBe(true);
    expect(afterLoginDestination({ pathname: '/', returnPath: '/trang-ca-nhan/don-hang?tab=shipping' })).toEqual(
      navigate('/trang-ca-nhan/don-hang?tab=shipping'),
    );
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('//evil.example/x', 'https://evil.example', '/\\evil.example', '', '/'), (pathname, returnPath) => {
        expect(afterLoginDestination({ pathname, returnPath })).toEqual(afterLoginDestination({ pathname }));
      }),
    );
  });

  it('never depends on the query string', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.string(), fc.string(), fc.boolean(), (pathname, a, b, isExpressCheckout) => {
        expect(afterLoginDestination({ pathname, search: a, isExpressCheckout })).toEqual(
          afterLoginDestination({ pathname, search: b, isExpressCheckout }),
        );
      }),
    );
  });

  it('reloads every page under a reload section', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOGIN_RELOAD_PATHS), fc.webPath(), (section, rest) => {
        expect(afterLoginDestination({ pathname: `${section}${rest.startsWith('/') ? rest : `/${rest}`}` })).toEqual(reload);
      }),
    );
  });

  it('never throws, whatever the location holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (pathname, isExpressCheckout) => {
        const out = afterLoginDestination({ pathname: pathname as string, isExpressCheckout: isExpressCheckout as boolean });
        expect(['reload', 'reloadWithoutQuery', 'navigate']).toContain(out.kind);
      }),
    );
  });
});

describe('afterLogoutDestination', () => {
  it.each([
    ['/become-seller', reload],
    ['/awards', reload],
    ['/awards/2024', reload],
    ['/', navigate('/')],
    ['/gio-hang', navigate('/')],
    ['/trang-ca-nhan/don-hang', navigate('/')],
    ['/awardsx', navigate('/')],
  ])('on %s', (pathname, expected) => {
    expect(afterLogoutDestination(pathname)).toEqual(expected);
  });

  it('goes home from every page outside the reload sections', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((path) => !LOGOUT_RELOAD_PATHS.some((section) => path === section || path.startsWith(`${section}/`))),
        (pathname) => {
          expect(afterLogoutDestination(pathname)).toEqual(navigate('/'));
        },
      ),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (pathname) => {
        expect(['reload', 'navigate']).toContain(afterLogoutDestination(pathname as string).kind);
      }),
    );
  });
});
