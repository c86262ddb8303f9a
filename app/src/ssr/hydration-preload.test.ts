import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { HOME_PROMO_SECTIONS_SOURCES } from '../features/home/home-promo-sections';
import { PRODUCT_LAZY_PART_SOURCES } from '../features/product/product-lazy-parts';
import { lazyPartSourcesOf } from './hydration-preload';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('the lazy parts a server-rendered page draws', () => {
  it('name source modules that exist, as the build manifest keys them (app-relative), so the server finds their stylesheets', () => {
    for (const source of [...HOME_PROMO_SECTIONS_SOURCES, ...PRODUCT_LAZY_PART_SOURCES]) {
      expect(source).toMatch(/^src\/.+\.tsx?$/);
      expect(existsSync(`${appRoot}${source}`), source).toBe(true);
    }
  });

  it('are collected over the matched routes', () => {
    const router = { state: { matches: [{ staticData: {} }, { staticData: { lazyPartSources: ['src/a.tsx'] } }] } } as unknown as AnyRouter;
    expect(lazyPartSourcesOf(router)).toEqual(['src/a.tsx']);
  });
});
