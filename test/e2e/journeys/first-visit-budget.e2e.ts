import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, type OpenBrowser } from '../harness/browser';

/** Issue 2: the JavaScript a first visit to / downloads, gzip-compressed. */
export const FIRST_VISIT_JS_BUDGET_BYTES = 170 * 1024;
/** Strings only these libraries' bundles contain: neither may load on a first visit. */
const LAZY_MARKERS = { 'socket.io': 'engine.io', firebase: '@firebase/' } as const;

const assetsDir = fileURLToPath(new URL('../../../app/dist/assets', import.meta.url));

describe('first visit to / stays within budget', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('downloads at most 170 KB of gzip JavaScript, without socket.io or Firebase', async () => {
    browser = await browserOpen('phone');
    const scripts = new Map<string, Buffer>();
    browser.page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await browser.page.goto('/');
    await browser.page.waitForLoadState('networkidle');

    const bodies = [...scripts.values()];
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.info(`first visit to /: ${scripts.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_BYTES);
    for (const marker of Object.values(LAZY_MARKERS)) {
      expect(bodies.some((body) => body.includes(marker))).toBe(false);
    }
  });

  it('still builds socket.io and Firebase as lazy chunks, so the check above can fail', () => {
    const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
    const texts = chunks.map((file) => readFileSync(`${assetsDir}/${file}`, 'utf8'));
    for (const marker of Object.values(LAZY_MARKERS)) {
      expect(texts.some((text) => text.includes(marker))).toBe(true);
    }
  });
});
