import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatternsMatch, routeTreeFullPaths } from '@modavi/core';

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

  it('read nothing from a tree without full paths', () => {
    expect(routeTreeFullPaths('export const x = 1')).toEqual([]);
  });
});
