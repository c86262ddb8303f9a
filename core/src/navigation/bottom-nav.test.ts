import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOTTOM_NAV_ITEMS, bottomNavActive, bottomNavShown } from './bottom-nav.js';

describe('bottomNavActive', () => {
  it.each([
    ['/', 'home'],
    ['/danh-muc', 'categories'],
    ['/nganh-hang/12', 'categories'],
    ['/tuong', 'community'],
    ['/tuong/u1', 'community'],
    ['/trang-ca-nhan/thong-bao', 'notifications'],
    ['/trang-ca-nhan/thong-bao/', 'notifications'],
    ['/trang-ca-nhan/don-hang/o1/', 'account'],
    ['/trang-ca-nhan', 'account'],
    ['/yeu-thich', 'account'],
    ['/san-pham/1', null],
    ['/danh-muc-khac', null],
  ])('%s is %s', (path, key) => {
    expect(bottomNavActive(path)).toBe(key);
  });

  it('marks at most one item, and each item’s own address marks itself', () => {
    for (const item of BOTTOM_NAV_ITEMS) expect(bottomNavActive(item.to)).toBe(item.key);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const key = bottomNavActive(path);
        expect(key === null || BOTTOM_NAV_ITEMS.some((item) => item.key === key)).toBe(true);
      }),
    );
  });
});

describe('bottomNavShown', () => {
  it('hides where the page has its own bottom bar (cart, checkout and its result, the app landing), shows elsewhere', () => {
    expect(bottomNavShown('/gio-hang')).toBe(false);
    expect(bottomNavShown('/download')).toBe(false);
    expect(bottomNavShown('/thanh-toan')).toBe(false);
    expect(bottomNavShown('/thanh-toan-2')).toBe(false);
    expect(bottomNavShown('/thanh-toan/ket-qua/o1')).toBe(false);
    expect(bottomNavShown('/')).toBe(true);
    expect(bottomNavShown('/san-pham/1')).toBe(true);
  });
});
