import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routePatternMatches, routePatternsMatch } from './route-patterns.js';

const PATTERNS = ['/', '/san-pham/$id', '/huong-dan/$', '/trang-ca-nhan/don-hang/', '/trang-ca-nhan/don-hang/$id', '/phan-anh-to-chuc-xa-hoi/danh-sach'];
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('routePatternMatches', () => {
  it('matches literal pages whatever the trailing slash or case', () => {
    expect(routePatternsMatch(PATTERNS, '/')).toBe(true);
    expect(routePatternsMatch(PATTERNS, '/trang-ca-nhan/don-hang')).toBe(true);
    expect(routePatternsMatch(PATTERNS, '/Trang-Ca-Nhan/don-hang/')).toBe(true);
    expect(routePatternsMatch(PATTERNS, '/phan-anh-to-chuc-xa-hoi/danh-sach')).toBe(true);
    expect(routePatternsMatch(PATTERNS, '/khong-co-trang-nay')).toBe(false);
    expect(routePatternsMatch(PATTERNS, '/phan-anh-to-chuc-xa-hoi/danh-sach/them')).toBe(false);
  });

  it('lets a dynamic segment take exactly one segment, and a splat any rest', () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 4 }), (id, rest) => {
        expect(routePatternMatches('/san-pham/$id', `/san-pham/${id}`)).toBe(true);
        expect(routePatternMatches('/san-pham/$id', `/san-pham/${[id, ...rest].join('/')}`)).toBe(rest.length === 0);
        expect(routePatternMatches('/huong-dan/$', `/huong-dan/${rest.join('/')}`)).toBe(true);
      }),
    );
    expect(routePatternMatches('/san-pham/$id', '/san-pham')).toBe(false);
  });

  it('decodes an encoded segment before comparing, and survives a broken escape', () => {
    expect(routePatternMatches('/danh-muc', '/danh%2Dmuc')).toBe(true);
    expect(routePatternMatches('/danh-muc', '/%E0%A4%A')).toBe(false);
  });

  it('takes an optional parameter or not', () => {
    expect(routePatternMatches('/blog/{-$category}', '/blog')).toBe(true);
    expect(routePatternMatches('/blog/{-$category}', '/blog/thoi-trang')).toBe(true);
    expect(routePatternMatches('/blog/{-$category}', '/blog/a/b')).toBe(false);
  });
});
