import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import CryptoJS from 'crypto-js';
import sharp from 'sharp';
import { COOKIE_NO_LOGIN, SITE_DESCRIPTION, SITE_DESCRIPTION_KR } from '@modavi/core';
import { TEST_SECRET, testApi } from '../testing/test-api.js';
import { guestSessionCreate } from '../sessions/session-store.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

/** The JSON-LD objects a page carries. */
const structured = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

describe('what a page tells crawlers and link previews before any script runs (issue 17)', () => {
  let test: TestDb;
  let app: Hono;
  let product: { id: string; name: string; sale_price: number; shop_id: string };
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    const [row] = await test.db.query<{ id: string; name: string; sale_price: number; shop_id: string }>(
      'SELECT id, name, sale_price::float8 AS sale_price, shop_id FROM products WHERE listed ORDER BY id LIMIT 1',
    );
    if (!row) throw new Error('no product seeded');
    product = row;
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("shows a shared product's name, price and picture in its head, with schema.org Product and breadcrumbs", async () => {
    const response = await app.request(`http://modavi.test/san-pham/${product.id}?position=Home`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${product.name} | Modavi" />`);
    expect(html).toContain(`<meta property="product:price:amount" content="${product.sale_price}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://modavi.test/media/og/products/${product.id}/0.svg.jpg" />`);
    expect(html).toContain(`<link rel="canonical" href="http://modavi.test/san-pham/${product.id}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const [data, crumbs] = structured(html);
    expect(data).toMatchObject({ '@type': 'Product', name: product.name, offers: { price: product.sale_price, priceCurrency: 'VND' } });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('names a raster picture of its size for a shared link, which answers that JPEG; the JSON-LD names the same', async () => {
    const html = await (await app.request(`http://modavi.test/san-pham/${product.id}`)).text();
    const content = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)" />`).exec(html)?.[1];
    const image = new URL(content('og:image') ?? '');
    expect(content('og:image:type')).toBe('image/jpeg');
    expect(html).toContain(`<meta name="twitter:image" content="${image.href}" />`);
    expect((structured(html)[0]?.['image'] as string[])[0]).toBe(image.href);
    const answer = await app.request(image.pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toContain('max-age=31536000');
    const drawn = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    expect({ format: drawn.format, width: String(drawn.width), height: String(drawn.height) }).toEqual({ format: 'jpeg', width: content('og:image:width'), height: content('og:image:height') });
    // Kept: the second ask is the same file.
    expect((await app.request(image.pathname)).status).toBe(200);
  });

  it("gives every page a picture to share: a shop's, a category's, else the site's; and draws nothing it would not serve", async () => {
    const og = async (path: string) => /<meta property="og:image" content="http:\/\/modavi\.test([^"]+)" \/>/.exec(await (await app.request(`http://modavi.test${path}`)).text())?.[1] ?? '';
    const [category] = await test.db.query<{ id: string }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const pictures = [await og(`/nguoi-ban/${product.shop_id}`), await og(`/nganh-hang/${category?.id}`), await og('/khuyen-mai'), await og('/blog/chong-nang-dung-cach')];
    expect(pictures.slice(0, 3)).toEqual([`/media/og/shops/${product.shop_id}.svg.jpg`, `/media/og/categories/${category?.id}.svg.jpg`, '/media/og/site/share.svg.jpg']);
    const [banner] = await test.db.query<{ id: string }>('SELECT id FROM banners WHERE NOT deleted ORDER BY id LIMIT 1');
    expect(await og(`/banner/${banner?.id}`)).toBe(`/media/og/banners/${banner?.id}.svg.jpg`);
    expect(await (await app.request(`/media/og/banners/${banner?.id}.svg.jpg`)).headers.get('content-type')).toBe('image/jpeg');
    const [collection] = await test.db.query<{ id: string }>('SELECT id FROM collections WHERE cover_image IS NULL ORDER BY id LIMIT 1');
    expect(await og(`/bo-suu-tap/${collection?.id}`)).toMatch(/^\/media\/og\/products\/[0-9a-f]{24}\/0\.svg\.jpg$/);
    // An article's: its widest cover, at its versioned address.
    expect(pictures[3]).toMatch(/^\/media\/og\/blog\/chong-nang-dung-cach-1440\.webp\.jpg\?v=[0-9a-f]+$/);
    for (const picture of pictures) {
      const answer = await app.request(picture);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
    for (const missing of ['/media/og/products/ffffffffffffffffffffffff/0.svg.jpg', '/media/og/videos/a.webm.jpg', '/media/og/products/..%2F..%2Fpackage.json.jpg']) {
      expect((await app.request(missing)).status).toBe(404);
    }
  });

  it("names a seller page after its shop, and a missing product's page after its section", async () => {
    const shop = await (await app.request(`/nguoi-ban/${product.shop_id}`)).text();
    const [row] = await test.db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [product.shop_id]);
    expect(shop).toContain(`<title>${row?.name} | Modavi</title>`);
    const missing = await (await app.request('/san-pham/not-a-product')).text();
    expect(missing).toContain('<title>Modavi</title>');
    expect(await (await app.request('/blog')).text()).toContain('<title>Blog Modavi | Modavi</title>');
  });

  it('titles and describes a page in the words of its locale, and says its language from the first byte (issue 31 item 12)', async () => {
    const head = async (path: string) => {
      const html = await (await app.request(`http://modavi.test${path}`)).text();
      return {
        lang: /<html lang="([^"]+)"/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      };
    };
    expect(await head('/danh-muc?hl=en')).toEqual({ lang: 'en', title: 'Categories | Modavi', description: SITE_DESCRIPTION_KR });
    expect(await head('/download?hl=en')).toMatchObject({ lang: 'en', title: 'Get the Modavi app | Modavi' });
    expect(await head('/khuyen-mai')).toEqual({ lang: 'vi', title: 'Mã giảm giá | Modavi', description: SITE_DESCRIPTION });
    expect(await head('/huong-dan/no-such-guide?hl=en')).toMatchObject({ lang: 'en', title: 'Page not found | Modavi' });
    const [category] = await test.db.query<{ id: string; name_en: string }>('SELECT id, name_en FROM categories WHERE name_en IS NOT NULL ORDER BY id LIMIT 1');
    expect((await head(`/nganh-hang/${category?.id}?hl=en`)).title).toBe(`${category?.name_en} | Modavi`);
  });

  it("keeps someone's own pages out of search engines", async () => {
    const cookie = `${COOKIE_NO_LOGIN}=${encodeURIComponent(CryptoJS.AES.encrypt((await guestSessionCreate(test.db)).token, TEST_SECRET).toString())}`;
    const own = await app.request('/trang-ca-nhan/don-hang', { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });
});
