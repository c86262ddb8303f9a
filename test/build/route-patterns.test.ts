import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDE_PAGES, POLICY_SLUGS, contentAddressMissing, contentHref, routePatternsMatch, routeTreeFullPaths } from '@modavi/core';

const tree = readFileSync(new URL('../../app/src/route-tree.gen.ts', import.meta.url), 'utf8');

describe('the route patterns the build writes for the server', () => {
  it('are every full path of the generated route tree', () => {
    const patterns = routeTreeFullPaths(tree);
    expect(patterns).toContain('/');
    expect(patterns).toContain('/san-pham/$id');
    expect(patterns).toContain('/trang-ca-nhan/don-hang/$id');
    expect(patterns).toContain('/phan-anh-to-chuc-xa-hoi/danh-sach');
    // As many as the tree's interface lists (one line per route with a path of its own).
    const declared = tree.slice(tree.indexOf('export interface FileRoutesByFullPath'), tree.indexOf('export interface FileRoutesByTo'));
    expect(patterns.length).toBe([...declared.matchAll(/^\s+'\/[^']*': typeof/gm)].length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('draw the spec’s pages and not a made-up one', () => {
    const patterns = routeTreeFullPaths(tree);
    for (const path of ['/', '/gio-hang', '/san-pham/123', '/huong-dan', '/huong-dan/thanh-toan', '/quan-tri/phan-anh', '/trang-ca-nhan']) {
      expect(routePatternsMatch(patterns, path), path).toBe(true);
    }
    expect(routePatternsMatch(patterns, '/trang-nay-khong-co')).toBe(false);
  });

  it('draw every one of the 94 paths of spec section 2 (issue 14: none shows the not-found page)', () => {
    const patterns = routeTreeFullPaths(tree);
    const buyer = [
      '/', '/gio-hang', '/tim-kiem', '/cong-dong', '/download', '/tuong', '/tuong/u1', '/nguoi-ban/s1', '/bo-suu-tap/c1',
      '/danh-sach/bo-suu-tap/c1', '/san-pham/p1', '/nganh-hang', '/nganh-hang/c1', '/danh-muc', '/khuyen-mai', '/uu-dai',
      '/thanh-toan', '/thanh-toan-2', '/seller', '/become-seller', '/top-seller', '/awards', '/post/p1', '/shop-feedback/s1',
      '/blog', '/blog/b1', '/banner/b1', '/trang-ca-nhan', '/trang-ca-nhan/don-hang', '/trang-ca-nhan/don-hang/o1',
      '/phan-anh-to-chuc-xa-hoi', '/phan-anh-to-chuc-xa-hoi/danh-sach',
    ];
    const seller = [
      ...['quan-ly-banner', 'quan-ly-danh-muc', 'ma-giam-gia', 'chuong-trinh-cua-toi'].flatMap((list) => [list, `${list}/chi-tiet/1`, `${list}/cap-nhat/1`, `${list}/tao`]),
      'quan-ly-don-hang', 'quan-ly-don-hang/o1',
      'quan-ly-san-pham', 'quan-ly-san-pham/tao', 'quan-ly-san-pham/cap-nhat/1', 'quan-ly-san-pham/tai-xuong-danh-sach', 'quan-ly-san-pham/chinh-sua-hang-loat',
      'quan-ly-size-chart', 'quan-ly-size-chart/tao', 'quan-ly-size-chart/cap-nhat/1',
      'cai-dat/van-chuyen', 'cai-dat/chinh-sach-hoan-tra-hang', 'cai-dat/thanh-toan', 'cai-dat/thong-tin-cua-hang',
      'tong-quan', 'tro-chuyen',
    ].map((path) => `/ban-hang/${path}`);
    const help = [...GUIDE_PAGES.map((guide) => contentHref('guide', guide.path)), ...POLICY_SLUGS.map((slug) => contentHref('policy', slug))];
    const paths = [...buyer, ...seller, ...help];
    // 32 buyer routes, 32 seller screens, 23 guides (the bulk-upload one included) and 7 policies.
    expect([buyer.length, seller.length, help.length]).toEqual([32, 32, 30]);
    for (const path of paths) {
      expect(routePatternsMatch(patterns, path), path).toBe(true);
      expect(contentAddressMissing(path), path).toBe(false);
    }
  });

  it('read nothing from a tree without full paths', () => {
    expect(routeTreeFullPaths('export const x = 1')).toEqual([]);
  });
});
