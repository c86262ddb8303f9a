import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, type OpenBrowser } from '../harness/browser';

/** Issue 2: the JavaScript a first visit to / downloads, gzip-compressed. */
export const FIRST_VISIT_JS_BUDGET_BYTES = 170 * 1024;
/** Strings only these libraries' bundles contain: neither may load on a first visit. */
const LAZY_MARKERS = { 'socket.io': 'engine.io', firebase: '@firebase/', tracking: 'trackingSend is a placeholder' } as const;

const assetsDir = fileURLToPath(new URL('../../../app/dist/assets', import.meta.url));
const indexHtml = fileURLToPath(new URL('../../../app/dist/index.html', import.meta.url));

/** The scripts index.html names itself: the measurement is void unless it holds them all. */
function entryScripts(): string[] {
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

describe('first visit to / stays within budget', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('downloads at most 170 KB of gzip JavaScript, without socket.io or Firebase', async () => {
    browser = await browserOpen('phone');
    const scripts = new Map<string, Buffer>();
    // Bodies are read after the response event: keep the promises and wait for every one,
    // or a slow machine measures only the scripts whose bodies happened to arrive first.
    const reads: Promise<void>[] = [];
    browser.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(response.body().then((body) => void scripts.set(response.url(), body)));
    });
    await browser.page.goto('/');
    await browser.page.waitForLoadState('networkidle');
    await Promise.all(reads);

    const bodies = [...scripts.values()];
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.info(`first visit to /: ${scripts.size} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    if (process.env.BUDGET_LIST) for (const [url, body] of scripts) console.info(url, (gzipSync(body).length / 1024).toFixed(1));
    const measured = [...scripts.keys()].map((url) => new URL(url).pathname);
    const entries = entryScripts();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(measured).toContain(entry);
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
