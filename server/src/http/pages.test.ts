import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import CryptoJS from 'crypto-js';
import { API_PATHS, COOKIE_LOGIN, COOKIE_NO_LOGIN } from '@modavi/core';
import { call, TEST_SECRET, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { guestSessionCreate, sessionRevoke } from '../sessions/session-store.js';
import { distPageSource } from './page-source.js';

const CONFIG_SCRIPT = /<script id="modavi-config" type="application\/json">(.*?)<\/script><\/head>/;

const cookieValue = (setCookie: string, name: string): string | null => {
  const match = new RegExp(`(?:^|, )${name}=([^;]*)`).exec(setCookie);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
};

describe('pages', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
    app = testApi(test.db, { config: { runtime: { commerceApi: 'https://api.example.test', communityApi: '', chatSocket: '', tokenSecret: TEST_SECRET, firebase: testConfig().runtime.firebase, devStandIns: true, carrierMakesWaybill: false } } });
  });
  afterAll(async () => {
    await test?.dispose();
  });
  /** A no-login cookie as the root issues it: a live guest session sealed with the secret. */
  const liveGuestCookie = async () => CryptoJS.AES.encrypt((await guestSessionCreate(test.db)).token, TEST_SECRET).toString();

  describe('guard', () => {
    it('sends a private page without either cookie to the root with its destination, and the root back there with a no-login cookie', async () => {
      for (const path of ['/gio-hang', '/thanh-toan?x=true&l=true', '/ban-hang/quan-ly-don-hang', '/trang-ca-nhan/don-hang']) {
        const response = await app.request(path);
        expect(response.status).toBe(302);
        const location = response.headers.get('location') ?? '';
        expect(location).toBe(`/?next=${encodeURIComponent(path)}`);
        const root = await app.request(location);
        expect([root.status, root.headers.get('location')]).toEqual([302, path]);
        const sealed = cookieValue(root.headers.get('set-cookie') ?? '', COOKIE_NO_LOGIN) ?? '';
        expect(CryptoJS.AES.decrypt(sealed, TEST_SECRET).toString(CryptoJS.enc.Utf8)).toMatch(/^[0-9a-f]{64}$/);
      }
    });

    it('answers a public page itself to a first visitor (a shared link, a crawler), with a no-login cookie', async () => {
      for (const path of ['/san-pham/abc?position=Home', '/tim-kiem?q=ao', '/nguoi-ban/s1', '/huong-dan/huong-dan-mua-hang/mua-hang']) {
        const response = await app.request(path);
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<div id="root">');
        const sealed = cookieValue(response.headers.get('set-cookie') ?? '', COOKIE_NO_LOGIN) ?? '';
        const token = CryptoJS.AES.decrypt(sealed, TEST_SECRET).toString(CryptoJS.enc.Utf8);
        expect((await call(app, 'GET', API_PATHS.cartCount, { token })).status).toBe(200);
      }
    });

    it('never sends the root’s visitor to another site', async () => {
      for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
        const response = await app.request(`/?next=${encodeURIComponent(next)}`);
        expect(response.status).toBe(200);
      }
    });

    it('lets a page through with the login or a live no-login cookie', async () => {
      for (const cookie of [`${COOKIE_LOGIN}=sealed`, `${COOKIE_NO_LOGIN}=${encodeURIComponent(await liveGuestCookie())}`]) {
        const response = await app.request('/gio-hang', { headers: { cookie } });
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie')).toBeNull();
      }
    });

    it('serves the page with a dead no-login cookie and replaces it with a live one', async () => {
      const revoked = await guestSessionCreate(test.db);
      await sessionRevoke(test.db, revoked.token);
      const dead = [
        'sealed',
        CryptoJS.AES.encrypt(revoked.token, TEST_SECRET).toString(),
        CryptoJS.AES.encrypt((await guestSessionCreate(test.db)).token, 'another-secret').toString(),
      ];
      for (const sealed of dead) {
        const response = await app.request('/gio-hang', { headers: { cookie: `${COOKIE_NO_LOGIN}=${encodeURIComponent(sealed)}` } });
        expect(response.status).toBe(200);
        const token = CryptoJS.AES.decrypt(cookieValue(response.headers.get('set-cookie') ?? '', COOKIE_NO_LOGIN) ?? '', TEST_SECRET).toString(CryptoJS.enc.Utf8);
        expect(token).toMatch(/^[0-9a-f]{64}$/);
        expect((await call(app, 'GET', API_PATHS.cartCount, { token })).status).toBe(200);
      }
    });

    it('serves any other page path (the client router renders not-found pages)', async () => {
      const response = await app.request('/no-such-page/at-all', { headers: { cookie: `${COOKIE_LOGIN}=sealed` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    });

    it('does not guard API, media, assets or files', async () => {
      for (const path of ['/assets/app.js', '/manifest.json']) {
        expect((await app.request(path)).status).toBe(404);
      }
      expect((await call(app, 'GET', API_PATHS.categories)).status).toBe(200);
    });
  });

  describe('the root', () => {
    it('gives a first visitor a guest session in the encrypted no-login cookie', async () => {
      const response = await app.request('/');
      expect(response.status).toBe(200);
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Max-Age=2592000/);
      expect(setCookie).not.toMatch(/HttpOnly/i);
      const sealed = cookieValue(setCookie, COOKIE_NO_LOGIN) ?? '';
      const token = CryptoJS.AES.decrypt(sealed, TEST_SECRET).toString(CryptoJS.enc.Utf8);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect((await call(app, 'GET', API_PATHS.cartCount, { token })).status).toBe(200);
    });

    it('keeps a live cookie and creates no session', async () => {
      const cookie = `${COOKIE_NO_LOGIN}=${encodeURIComponent(await liveGuestCookie())}`;
      const [before] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions');
      const response = await app.request('/', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      const [after] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sessions');
      expect(after?.count).toBe(before?.count);
    });

    it('injects the runtime config before </head>', async () => {
      const html = await (await app.request('/')).text();
      expect(html.startsWith('<!doctype html>')).toBe(true);
      const json = CONFIG_SCRIPT.exec(html)?.[1] ?? '';
      expect(JSON.parse(json)).toEqual({ commerceApi: 'https://api.example.test', communityApi: '', chatSocket: '', tokenSecret: TEST_SECRET, firebase: testConfig().runtime.firebase, devStandIns: true, carrierMakesWaybill: false });
    });
  });

  describe('production files', () => {
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), 'modavi-dist-'));
      await mkdir(join(dist, 'assets'));
      await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><meta name="generator" content="built" /><title>Modavi</title></head><body></body></html>');
      await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
      await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    afterAll(async () => {
      await rm(dist, { recursive: true, force: true });
    });

    const built = () => testApi(test.db, { config: { appDist: dist, serveStatic: true }, pages: distPageSource(dist) });

    it('serves hashed assets as immutable and other files briefly cached', async () => {
      const asset = await built().request('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const icon = await built().request('/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await built().request('/assets/missing.js')).status).toBe(404);
      expect((await built().request('/assets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });

    it('serves index.html with the config for pages', async () => {
      const response = await built().request('/');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="generator" content="built" />');
      expect(html).toMatch(CONFIG_SCRIPT);
    });

    it('answers an address no route draws with the same page and 404; an unknown id under a route stays 200', async () => {
      await writeFile(join(dist, 'route-patterns.json'), JSON.stringify(['/', '/san-pham/$id', '/huong-dan/$', '/trang-ca-nhan/don-hang/']));
      const app = built();
      const missing = await app.request('/khong-co-trang-nay');
      expect(missing.status).toBe(404);
      const html = await missing.text();
      expect(html).toContain('<meta name="generator" content="built" />');
      expect(html).toMatch(CONFIG_SCRIPT);
      // A visitor still leaves with a no-login cookie: the app's own links work from there.
      expect(cookieValue(missing.headers.get('set-cookie') ?? '', COOKIE_NO_LOGIN)).not.toBeNull();
      expect((await app.request('/san-pham/khong-co')).status).toBe(200);
      expect((await app.request('/huong-dan/thanh-toan')).status).toBe(200);
      // The help centre's pages are core's lists: an unlisted one is missing as well.
      expect((await app.request('/huong-dan/khong-co')).status).toBe(404);
      expect((await app.request('/san-pham/a/b')).status).toBe(404);
      expect((await app.request(`/trang-ca-nhan/don-hang/`, { headers: { cookie: `${COOKIE_NO_LOGIN}=${encodeURIComponent(await liveGuestCookie())}` } })).status).toBe(200);
      await rm(join(dist, 'route-patterns.json'));
    });

    it("answers a buyer's order page 404 unless the order is the visitor's (issue 25.14)", async () => {
      await writeFile(join(dist, 'route-patterns.json'), JSON.stringify(['/', '/trang-ca-nhan/don-hang/$id']));
      const app = built();
      const guest = await guestSessionCreate(test.db);
      const other = await guestSessionCreate(test.db);
      const orderOf = async (ownerId: string, id: string) =>
        test.db.query(
          `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status,
             is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back, total_order_payment, return_url)
           VALUES ($1, $2, 'guest', $1, 'h', '{}', 'CASH', 'pending', 'pending_confirmation', false, 0, 0, 0, 0, 0, 0, 0, 0, '/')`,
          [id, ownerId],
        );
      await orderOf(guest.ownerId, 'order-mine');
      await orderOf(other.ownerId, 'order-theirs');
      const cookie = `${COOKIE_NO_LOGIN}=${encodeURIComponent(CryptoJS.AES.encrypt(guest.token, TEST_SECRET).toString())}`;
      const status = async (path: string) => (await app.request(path, { headers: { cookie } })).status;
      expect(await status('/trang-ca-nhan/don-hang/order-mine')).toBe(200);
      expect(await status('/trang-ca-nhan/don-hang/order-theirs')).toBe(404);
      expect(await status('/trang-ca-nhan/don-hang/khong-co')).toBe(404);
      expect(await status('/trang-ca-nhan/don-hang/%E0%A4%A')).toBe(404);
      await rm(join(dist, 'route-patterns.json'));
    });

    it('answers 200 for every page path while the route patterns are not known', async () => {
      expect((await built().request('/khong-co-trang-nay')).status).toBe(200);
    });

    it('answers 503 with a clear message while the app is not built', async () => {
      const unbuilt = testApi(test.db, { config: { appDist: join(dist, 'nope'), serveStatic: true }, pages: distPageSource(join(dist, 'nope')) });
      const response = await unbuilt.request('/');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  });
});
