import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { staticPageSource } from './page-source.js';
import { call, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

/** The shape Vite builds: module scripts and a stylesheet, all external; one inline script as the dev server adds. */
const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app.js"></script>' +
  '<link rel="stylesheet" href="/assets/app.css"><script type="module">import "/@vite/client"</script></head><body><div id="root"></div></body></html>';

const directives = (policy: string | null): Record<string, string[] | undefined> =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db, { pages: staticPageSource(PAGE) });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('pages: a CSP whose scripts are our files and this answer’s nonce, never unsafe-inline; no framing; nosniff; a referrer policy', async () => {
    const page = await call(app, 'GET', '/');
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    const nonce = csp['script-src']?.find((value) => value.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    const html = String(page.body);
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBe(2);
    expect(scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
    // The runtime config is a JSON data block, which no browser executes: it needs no nonce.
    expect(html).toMatch(/<script id="modavi-config" type="application\/json">/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const again = directives((await call(app, 'GET', '/')).headers.get('content-security-policy'));
    expect(again['script-src']).not.toEqual(csp['script-src']);
  });

  it('API answers, refusals included: a data-only CSP, no framing, nosniff', async () => {
    for (const path of [API_PATHS.categories, API_PATHS.me, 'api/v1/no-such-route']) {
      const answer = await call(app, 'GET', path);
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('allows the configured API and chat hosts to be reached from the page', async () => {
    const config = testConfig();
    const split = testApi(test.db, {
      pages: staticPageSource(PAGE),
      config: { runtime: { ...config.runtime, commerceApi: 'https://api.modavi.vn/', chatSocket: 'https://chat.modavi.vn' } },
    });
    const csp = directives((await call(split, 'GET', '/')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.modavi.vn', 'https://chat.modavi.vn', 'wss://chat.modavi.vn']);
  });

  it('HSTS over https, and in production whatever the scheme', async () => {
    const secure = await app.request('https://modavi.vn/api/v1/public/categories');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const base = testConfig();
    const production = testApi(test.db, { pages: staticPageSource(PAGE), config: { auth: { ...base.auth, devTools: false } } });
    expect((await call(production, 'GET', '/')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
