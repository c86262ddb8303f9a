import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS, CategorySchema, envelopeSchema, ErrorEnvelopeSchema, ProductPageSchema, ProductSchema, variantName } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { variantInStock } from '../testing/catalogue-probe.js';

const PageEnvelope = envelopeSchema(ProductPageSchema);
const ProductEnvelope = envelopeSchema(ProductSchema);

describe('catalogue', () => {
  let test: TestDb;
  let app: Hono;
  const page = async (query: string) => {
    const response = await call(app, 'GET', `${API_PATHS.products}${query}`);
    expect(response.status).toBe(200);
    return PageEnvelope.parse(response.body).data;
  };

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  describe('product list', () => {
    it('answers a page of summaries with shops in the success envelope', async () => {
      const response = await call(app, 'GET', API_PATHS.products);
      expect(response.body).toMatchObject({ statusCode: 200, message: 'OK' });
      const data = PageEnvelope.parse(response.body).data;
      const [visible] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE NOT hidden');
      expect(data).toMatchObject({ page: 1, limit: 20, total: visible?.count });
      expect(data.items).toHaveLength(20);
      expect(data.items[0]?.shop.country).toMatch(/^(VN|KR)$/);
      expect(data.items[0]?.images[0]).toMatch(/^\/media\/products\/[0-9a-f]{24}\/0\.svg$/);
    });

    it('pages in a stable order without overlaps', async () => {
      const all = await page('?limit=60');
      const first = await page('?limit=30&page=1');
      const second = await page('?limit=30&page=2');
      expect([...first.items, ...second.items].map((item) => item._id)).toEqual(all.items.map((item) => item._id));
      expect((await page('?limit=60')).items.map((item) => item._id)).toEqual(all.items.map((item) => item._id));
    });

    it('caps the limit at 60 and answers an empty page past the end', async () => {
      expect((await page('?limit=500')).limit).toBe(60);
      const beyond = await page('?page=1000');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBeGreaterThan(0);
    });

    it('excludes hidden products', async () => {
      const hidden = new Set((await test.db.query<{ id: string }>('SELECT id FROM products WHERE hidden')).map((row) => row.id));
      expect(hidden.size).toBeGreaterThan(0);
      const seen: string[] = [];
      for (let number = 1; ; number += 1) {
        const data = await page(`?limit=60&page=${number}`);
        seen.push(...data.items.map((item) => item._id));
        if (data.items.length < 60) break;
      }
      expect(seen.some((id) => hidden.has(id))).toBe(false);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('filters by category and by shop', async () => {
      const [category] = await test.db.query<{ id: string; count: number }>(
        `SELECT category_id AS id, count(*)::int AS count FROM products WHERE NOT hidden GROUP BY category_id ORDER BY category_id LIMIT 1`,
      );
      const byCategory = await page(`?category_id=${category?.id}&limit=60`);
      expect(byCategory.total).toBe(category?.count);
      const probe = await variantInStock(test.db);
      const byShop = await page(`?shop_id=${probe.shopId}&limit=60`);
      expect(byShop.items.every((item) => item.shop._id === probe.shopId)).toBe(true);
      expect(byShop.items.map((item) => item._id)).toContain(probe.productId);
    });

    it('answers 400 REQUEST.INVALID for a malformed page', async () => {
      for (const query of ['?page=0', '?page=abc', '?limit=-1']) {
        const response = await call(app, 'GET', `${API_PATHS.products}${query}`);
        expect(response.status).toBe(400);
        expect(ErrorEnvelopeSchema.parse(response.body).error_code).toBe('REQUEST.INVALID');
      }
    });
  });

  describe('product detail', () => {
    it('answers the full product with category, classifications and ordered variants', async () => {
      const probe = await variantInStock(test.db);
      const response = await call(app, 'GET', API_PATHS.product(probe.productId));
      expect(response.status).toBe(200);
      const product = ProductEnvelope.parse(response.body).data;
      expect(product._id).toBe(probe.productId);
      expect(product.category.vertical).toMatch(/^(fashion|beauty)$/);
      expect(product.classifications.length).toBeGreaterThanOrEqual(2);
      expect(product.description.length).toBeGreaterThanOrEqual(100);
      const combinations = product.classifications.reduce((count, classification) => count * classification.options.length, 1);
      expect(product.variants).toHaveLength(combinations);
      for (const variant of product.variants) {
        expect(variant.variant_name).toBe(variantName(variant.option_values));
        variant.option_values.forEach((value, index) =>
          expect(product.classifications[index]?.options.map((option) => option.name)).toContain(value.name),
        );
      }
      expect(product.quantity).toBe(product.variants.reduce((sum, variant) => sum + variant.quantity, 0));
      expect(product.sale_price).toBe(Math.min(...product.variants.map((variant) => variant.sale_price)));
    });

    it('answers 404 PRODUCT.NOT_FOUND for unknown and hidden products', async () => {
      const [hidden] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE hidden LIMIT 1');
      for (const id of ['ffffffffffffffffffffffff', hidden?.id ?? '']) {
        const response = await call(app, 'GET', API_PATHS.product(id));
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ statusCode: 404, message: expect.any(String), error_code: 'PRODUCT.NOT_FOUND' });
      }
    });

    it('words a refusal in the request’s language, as the catalogue has it (issue 25)', async () => {
      const id = 'ffffffffffffffffffffffff';
      expect((await call(app, 'GET', API_PATHS.product(id))).body).toMatchObject({ message: 'Sản phẩm không tồn tại hoặc đã bị ẩn' });
      expect((await call(app, 'GET', API_PATHS.product(id), { headers: { language: 'en' } })).body).toMatchObject({ message: 'This product does not exist or is hidden' });
    });
  });

  it('lists the categories of both verticals', async () => {
    const response = await call(app, 'GET', API_PATHS.categories);
    const categories = envelopeSchema(z.array(CategorySchema)).parse(response.body).data;
    expect(categories).toHaveLength(14);
    expect(categories[0]).toMatchObject({ name: 'Áo sơ mi', name_en: 'Shirts', vertical: 'fashion' });
    expect(categories.map((category) => category.name)).toContain('Kem chống nắng');
  });
});
