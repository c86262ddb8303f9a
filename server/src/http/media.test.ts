import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { GENERATED_RASTER_CACHE_MAX, GENERATED_RASTER_WIDTH, acceptsWebp, pictureRasters } from '../media/picture-raster.js';
import { testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

describe('generated media', () => {
  let test: TestDb;
  let app: Hono;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const fetchSvg = async (path: string) => {
    const response = await app.request(path);
    return { response, text: await response.text() };
  };

  it('draws every image a product lists, the same bytes every time, cached for long', async () => {
    const [product] = await test.db.query<{ images: string[] }>('SELECT images FROM products ORDER BY position LIMIT 1');
    for (const path of product?.images ?? []) {
      const { response, text } = await fetchSvg(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect((await fetchSvg(path)).text).toBe(text);
    }
  });

  it('draws them as WebP for a browser that takes it, at the kind’s width, once, and says it depends on Accept', async () => {
    const accept = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const [product] = await test.db.query<{ images: string[] }>('SELECT images FROM products ORDER BY position LIMIT 1');
    const [shop] = await test.db.query<{ avatar: string }>('SELECT avatar FROM shops LIMIT 1');
    const [category] = await test.db.query<{ image: string }>('SELECT image FROM categories LIMIT 1');
    const cases = [
      [product?.images[0] ?? '', GENERATED_RASTER_WIDTH.product],
      [shop?.avatar ?? '', GENERATED_RASTER_WIDTH.shop],
      [category?.image ?? '', GENERATED_RASTER_WIDTH.category],
    ] as const;
    for (const [path, width] of cases) {
      const response = await app.request(path, { headers: accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('vary')).toMatch(/accept/i);
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(width);
      expect(new Uint8Array(await (await app.request(path, { headers: accept })).arrayBuffer())).toEqual(bytes);
      // Without WebP in Accept (a tool, a bot, the share images' own fetch): the drawing itself.
      const plain = await app.request(path);
      expect(plain.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(plain.headers.get('vary')).toMatch(/accept/i);
    }
  });

  it('keeps a bounded number of drawings and draws a forgotten one again', async () => {
    const draw = pictureRasters();
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#b3124b"/></svg>';
    const first = draw('/a', drawing, 'shop');
    expect(draw('/a', drawing, 'shop')).toBe(first);
    for (let index = 0; index < GENERATED_RASTER_CACHE_MAX; index += 1) void draw(`/other-${index}`, drawing, 'shop');
    expect(draw('/a', drawing, 'shop')).not.toBe(first);
    expect(acceptsWebp('image/webp,*/*')).toBe(true);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });

  it('draws shop avatars and category tiles', async () => {
    const [shop] = await test.db.query<{ avatar: string }>('SELECT avatar FROM shops LIMIT 1');
    const [category] = await test.db.query<{ image: string }>('SELECT image FROM categories LIMIT 1');
    for (const path of [shop?.avatar ?? '', category?.image ?? '']) {
      const { response, text } = await fetchSvg(path);
      expect(response.status).toBe(200);
      expect(text.startsWith('<svg')).toBe(true);
    }
  });

  it('answers 404 for images that do not exist', async () => {
    const [product] = await test.db.query<{ id: string; count: number }>(
      'SELECT id, jsonb_array_length(images) AS count FROM products ORDER BY position LIMIT 1',
    );
    for (const path of [
      `/media/products/${product?.id}/${product?.count}.svg`,
      '/media/products/ffffffffffffffffffffffff/0.svg',
      '/media/shops/ffffffffffffffffffffffff.svg',
      '/media/categories/nope.svg',
    ]) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});
