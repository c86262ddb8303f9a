import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES } from '@modavi/core';
import { routeSourceFile, type BuildManifest } from '../../../server/src/http/page-assets';

/**
 * Issue 17: "no route chunk passes 60 KB gzip". Read two ways, both held: each route's own chunk,
 * and, for a page the server renders, everything its route imports beyond the first visit's
 * scripts (what a visitor downloads to adopt that page).
 */
export const ROUTE_CHUNK_BUDGET_BYTES = 60 * 1024;

const dist = fileURLToPath(new URL('../../../app/dist', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as BuildManifest;
const gzipBytes = (file: string) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
/** index.html's own scripts: every page has them already. */
const initialFiles = new Set(
  [...readFileSync(`${dist}/index.html`, 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1] ?? ''),
);

/** The route's chunks and what they import, without the first visit's scripts. */
function routeDownload(routeId: string): string[] {
  const file = routeSourceFile(routeId);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initialFiles.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (key.startsWith(`${file}.tsx`)) visit(key);
  return [...files].filter((name) => name.endsWith('.js'));
}

describe('route chunks stay within 60 KB gzip', () => {
  it('each route’s own chunk', () => {
    const routes = Object.entries(manifest).filter(([key]) => key.startsWith('src/routes/'));
    expect(routes.length).toBeGreaterThan(50);
    for (const [key, chunk] of routes) expect(gzipBytes(chunk.file), key).toBeLessThanOrEqual(ROUTE_CHUNK_BUDGET_BYTES);
  });

  it('what each server-rendered page downloads beyond the first visit', () => {
    expect(initialFiles.size).toBeGreaterThan(0);
    // The home's route is in the first visit's scripts (first-visit-budget.e2e.ts measures those).
    for (const routeId of SERVER_RENDERED_PAGES.filter((page) => page !== '/')) {
      const files = routeDownload(routeId);
      expect(files.length, `${routeId} has a chunk of its own`).toBeGreaterThan(0);
      expect(files.reduce((sum, name) => sum + gzipBytes(name), 0), routeId).toBeLessThanOrEqual(ROUTE_CHUNK_BUDGET_BYTES);
    }
  });
});
