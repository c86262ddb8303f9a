import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { websiteValid } from './url.js';

describe('websiteValid', () => {
  it.each(['modavi.vn', 'www.modavi.vn', 'https://shop.example.com', 'http://shop.example.com:8080/gioi-thieu?tab=1', 'https://cửahàng.vn'])(
    'accepts %s',
    (value) => {
      expect(websiteValid(value)).toBe(true);
    },
  );

  it.each(['', 'modavi', 'javascript:alert(1)', 'ftp://files.example.com', 'https://', 'http://exa mple.com', 'shop@example.com', '.vn'])(
    'refuses %j',
    (value) => {
      expect(websiteValid(value)).toBe(false);
    },
  );

  it('accepts every generated web URL with a domain name', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      expect(websiteValid(url)).toBe(true);
    }));
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof websiteValid(value)).toBe('boolean');
    }));
  });
});
