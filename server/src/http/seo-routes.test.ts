import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { sitemapPagePath } from '@modavi/core';
import { testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { ApiError } from './api-error.js';
import { seoRoutes } from './seo-routes.js';
import { shareImageRoutes } from './share-image-routes.js';

/** A request from the network: a socket that accepted it on 127.0.0.1:3555, whatever Host it claims. */
const SOCKET = { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 40_000, remoteFamily: 'IPv4', localAddress: '127.0.0.1', localPort: 3555 } } };

/** A few addresses a file, so the seeded catalogue needs several (the protocol's 50,000 would need that many rows). */
const URLS_PER_FILE = 40;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('robots.txt and the sitemap index (issue 17)', () => {
  let test: TestDb;
  let app: Hono;
  let small: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    small = new Hono();
    small.route('/', seoRoutes(test.db, testConfig(), { sitemapLimits: { urls: URLS_PER_FILE, bytes: 50 * 1024 * 1024 } }));
    small.onError((error) => new Response(null, { status: error instanceof ApiError ? error.status : 500 }));
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('names the index in robots.txt; the index points at numbered sitemaps, which list the public pages', async () => {
    expect(await (await app.request('http://modavi.test/robots.txt')).text()).toContain('Sitemap: http://modavi.test/sitemap.xml');
    const index = await app.request('http://modavi.test/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('application/xml');
    const body = await index.text();
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(body)).toEqual(['http://modavi.test/sitemap-1.xml']);
    const [product] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE listed ORDER BY id LIMIT 1');
    const first = await (await app.request('http://modavi.test/sitemap-1.xml')).text();
    expect(first).toContain(`<loc>http://modavi.test/san-pham/${product?.id}</loc>`);
    expect(first).toContain('<loc>http://modavi.test/chinh-sach/bang-phi-dich-vu</loc>');
    expect(first).not.toContain('/trang-ca-nhan');
    expect((await app.request('http://modavi.test/sitemap-2.xml')).status).toBe(404);
  });

  it('cuts the pages into files of at most the limit, every page once, each file dated by its latest change', async () => {
    const index = await (await small.request('http://modavi.test/sitemap.xml')).text();
    const files = locs(index);
    const [{ count } = { count: 0 }] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE listed');
    expect(files.length).toBeGreaterThanOrEqual(Math.max(2, Math.ceil(count / URLS_PER_FILE)));
    expect(files).toEqual(files.map((_, at) => `http://modavi.test${sitemapPagePath(at + 1)}`));
    const pages: string[] = [];
    for (const file of files) {
      const xml = await (await small.request(file)).text();
      expect(locs(xml).length).toBeLessThanOrEqual(URLS_PER_FILE);
      pages.push(...locs(xml));
      // The file's lastmod in the index is the latest of its addresses'.
      const latest = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1] ?? '').sort().at(-1);
      if (latest) expect(index).toContain(`<loc>${file}</loc><lastmod>${latest}</lastmod>`);
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((page) => page.includes('/san-pham/'))).toHaveLength(count);
    expect((await small.request(`http://modavi.test${sitemapPagePath(files.length + 1)}`)).status).toBe(404);
  });

  it('follows the catalogue at once: a hidden product leaves it, shown again it is back', async () => {
    const every = async () => {
      const files = locs(await (await small.request('http://modavi.test/sitemap.xml')).text());
      return (await Promise.all(files.map(async (file) => (await small.request(file)).text()))).join('');
    };
    const [hidden] = await test.db.query<{ id: string }>('UPDATE products SET hidden = true WHERE id = (SELECT id FROM products WHERE listed ORDER BY id LIMIT 1) RETURNING id');
    expect(await every()).not.toContain(`/san-pham/${hidden?.id}<`);
    await test.db.query('UPDATE products SET hidden = false WHERE id = $1', [hidden?.id]);
    expect(await every()).toContain(`/san-pham/${hidden?.id}<`);
  });

  it('names the configured address, else its own socket address, never the Host a request claims (issue 24)', async () => {
    const local = 'http://127.0.0.1:3555';
    for (const host of ['evil.example', 'modavi.test:8080']) {
      expect(await (await app.request(`http://${host}/robots.txt`, {}, SOCKET)).text()).toContain(`Sitemap: ${local}/sitemap.xml`);
      const index = await (await app.request(`http://${host}/sitemap.xml`, {}, SOCKET)).text();
      expect(locs(index)).toEqual([`${local}/sitemap-1.xml`]);
      const page = await (await app.request(`http://${host}/khuyen-mai`, {}, SOCKET)).text();
      expect(page).toContain(`<link rel="canonical" href="${local}/khuyen-mai" />`);
      expect(page).not.toContain(host);
    }
    const configured = testApi(test.db, { config: { auth: { ...testConfig().auth, publicUrl: 'https://modavi.example' } } });
    expect(await (await configured.request('http://evil.example/robots.txt', {}, SOCKET)).text()).toContain('Sitemap: https://modavi.example/sitemap.xml');
    const page = await (await configured.request('http://evil.example/khuyen-mai', {}, SOCKET)).text();
    expect(page).toContain('<meta property="og:image" content="https://modavi.example/media/og/site/share.svg.jpg" />');
    expect(page).not.toContain('evil.example');
  });

  it("draws a share image once per source, whatever `?v=` a client chooses (issue 24)", async () => {
    const asked: string[] = [];
    const images = shareImageRoutes((path, init) => {
      asked.push(path);
      return Promise.resolve(app.request(path, init));
    });
    const cover = '/media/og/blog/chong-nang-dung-cach-1440.webp.jpg';
    const answers = await Promise.all(['', '?v=1', '?v=ffff', '?v=anything%20at%20all', '?v=2&x=3'].map((query) => images.request(`${cover}${query}`)));
    expect(answers.map((answer) => [answer.status, answer.headers.get('content-type')])).toEqual(answers.map(() => [200, 'image/jpeg']));
    const sizes = new Set(await Promise.all(answers.map(async (answer) => (await answer.arrayBuffer()).byteLength)));
    expect(sizes.size).toBe(1);
    expect(asked).toEqual(['/media/blog/chong-nang-dung-cach-1440.webp']);
  });
});
