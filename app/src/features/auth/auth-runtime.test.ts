import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterLoginDestination, EXPRESS_CHECKOUT_DESTINATION, ACCOUNT_ORDERS_PATH } from '@modavi/core';
import { browserRead, loginLocationRead } from './auth-runtime';

const at = (path: string): Location => {
  const url = new URL(path, 'https://modavi.test');
  return { pathname: url.pathname, search: url.search } as Location;
};

describe('where a login happens, as the after-login rule reads it', () => {
  it('marks express checkout only on the checkout variant page, by its x flag or the prompt', () => {
    expect(loginLocationRead(at('/thanh-toan-2?x=true')).isExpressCheckout).toBe(true);
    expect(loginLocationRead(at('/thanh-toan-2'), true).isExpressCheckout).toBe(true);
    expect(loginLocationRead(at('/thanh-toan-2')).isExpressCheckout).toBe(false);
    expect(loginLocationRead(at('/thanh-toan-2?x=false')).isExpressCheckout).toBe(false);
    expect(loginLocationRead(at('/gio-hang?x=true')).isExpressCheckout).toBe(false);
  });

  it('sends the checkout variant page where the spec says', () => {
    expect(afterLoginDestination(loginLocationRead(at('/thanh-toan-2?x=true')))).toEqual({
      kind: 'navigate',
      to: EXPRESS_CHECKOUT_DESTINATION,
    });
    expect(afterLoginDestination(loginLocationRead(at('/thanh-toan-2')))).toEqual({ kind: 'navigate', to: ACCOUNT_ORDERS_PATH });
  });

  it('is total: any address gives a location the rule can decide', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.boolean(), (path, query, express) => {
        const location = loginLocationRead({ pathname: path || '/', search: `?${query}` } as Location, express);
        expect(typeof location.pathname).toBe('string');
        expect(['reload', 'reloadWithoutQuery', 'navigate']).toContain(afterLoginDestination(location).kind);
      }),
    );
  });
});

describe('the browser as push support reads it', () => {
  it('names the browsers the spec allows, Edge and Opera before the Chrome they contain', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    expect(browserRead(chrome)).toEqual({ name: 'chrome', version: '124.0.0.0' });
    expect(browserRead(`${chrome} Edg/124.0.1`)).toEqual({ name: 'edge', version: '124.0.1' });
    expect(browserRead(`${chrome} OPR/109.0`)).toEqual({ name: 'opera', version: '109.0' });
    expect(browserRead('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15')).toEqual({
      name: 'safari',
      version: '17.2',
    });
    expect(browserRead('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toEqual({
      name: 'firefox',
      version: '125.0',
    });
    expect(browserRead('curl/8')).toEqual({ name: 'unknown', version: '' });
  });
});
