import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
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
