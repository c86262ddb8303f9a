import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePrivate } from '../navigation/page-guard.js';
import { pageMetaTags } from './page-meta-html.js';
import { LOCALES } from '../locale/locale.js';
import { LOCALE_ADDRESS_PARAM, pageAddressIn, SERVER_RENDERED_PAGES, localeAddressTag, localeOfAddress, pageAlternates, pageLocale, pageServerRendered } from './server-render.js';

describe('server-rendered pages', () => {
  it('are public pages only', () => {
    for (const pattern of SERVER_RENDERED_PAGES) expect(pagePrivate(pattern.replace(/\$[a-z]+/gi, 'x'))).toBe(false);
  });

  it('match addresses by the router patterns', () => {
    expect(pageServerRendered('/nguoi-ban/42')).toBe(true);
    expect(pageServerRendered('/')).toBe(true);
    expect(pageServerRendered('/trang-ca-nhan')).toBe(false);
    expect(pageServerRendered('/thanh-toan')).toBe(false);
  });
});

describe('the locale an address names', () => {
  it('reads back the tag written for every locale, whatever else the query holds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.stringMatching(/^[a-g]{1,4}=[a-z0-9]{0,4}$/), { maxLength: 3 }), (locale, others) => {
        const search = `?${[...others, `${LOCALE_ADDRESS_PARAM}=${localeAddressTag(locale)}`].join('&')}`;
        expect(localeOfAddress(search)).toBe(locale);
      }),
    );
  });

  it('is none without the parameter or with an unknown value', () => {
    expect(localeOfAddress('')).toBeNull();
    expect(localeOfAddress('?q=hl')).toBeNull();
    expect(localeOfAddress('?hl=fr')).toBeNull();
  });

  it('decides the page locale: address, then cookie, then Vietnamese', () => {
    expect(pageLocale('?hl=en', 'vi')).toBe('kr');
    expect(pageLocale('', 'kr')).toBe('kr');
    expect(pageLocale('', 'xx')).toBe('vi');
    expect(pageLocale('', null)).toBe('vi');
  });

  it('gives every page a Vietnamese, an English and a default address', () => {
    expect(pageAlternates('/san-pham/1')).toEqual([
      { hreflang: 'vi', path: '/san-pham/1' },
      { hreflang: 'en', path: '/san-pham/1?hl=en' },
      { hreflang: 'x-default', path: '/san-pham/1' },
    ]);
    expect(pageAddressIn('/awards?category=a', 'kr')).toBe('/awards?category=a&hl=en');
    expect(pageAddressIn('/awards', 'vi')).toBe('/awards');
  });
});

describe('hreflang in the head', () => {
  it('names both languages on a public page, the English address as the canonical of the English page, none on a private one', () => {
    const meta = { title: 'T', description: 'D', path: '/san-pham/1', image: null, type: 'product' as const, structured: [] };
    const vi = pageMetaTags(meta, 'https://modavi.vn');
    expect(vi).toContain('<link rel="alternate" hreflang="vi" href="https://modavi.vn/san-pham/1" />');
    expect(vi).toContain('<link rel="alternate" hreflang="en" href="https://modavi.vn/san-pham/1?hl=en" />');
    expect(vi).toContain('<link rel="alternate" hreflang="x-default" href="https://modavi.vn/san-pham/1" />');
    expect(vi).toContain('<link rel="canonical" href="https://modavi.vn/san-pham/1" />');
    const en = pageMetaTags(meta, 'https://modavi.vn', 'kr');
    expect(en).toContain('<link rel="canonical" href="https://modavi.vn/san-pham/1?hl=en" />');
    expect(en).toContain('<meta property="og:locale" content="en_US" />');
    expect(pageMetaTags({ ...meta, noindex: true }, 'https://modavi.vn')).not.toContain('hreflang');
  });
});
