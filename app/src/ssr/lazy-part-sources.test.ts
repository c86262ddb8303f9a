import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { routeTree } from '../route-tree.gen';
import { LAZY_PART_SOURCES, lazyPartSourcesOf } from './lazy-part-sources';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every route of the tree, depth first (ids are given at router creation; a file route carries it in its options). */
function routesOf(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  return [route, ...Object.values(children).flatMap(routesOf)];
}

describe('the lazy parts a server-rendered page draws', () => {
  it('name source modules that exist, as the build manifest keys them (app-relative)', () => {
    for (const source of Object.values(LAZY_PART_SOURCES).flat()) {
      expect(source).toMatch(/^src\/.+\.tsx?$/);
      expect(existsSync(`${appRoot}${source}`), source).toBe(true);
    }
  });

  it('are listed for exactly the routes that preload lazy parts before hydrating', () => {
    const preloading = routesOf(routeTree as AnyRoute)
      .filter((route) => route.options.staticData?.hydrationPreload !== undefined)
      .map((route) => (route.options as { id?: string }).id);
    expect(preloading.sort()).toEqual(Object.keys(LAZY_PART_SOURCES).sort());
  });

  it('are collected over the matched routes', () => {
    expect(lazyPartSourcesOf(['__root__', '/san-pham/$id'])).toEqual(LAZY_PART_SOURCES['/san-pham/$id']);
  });
});
