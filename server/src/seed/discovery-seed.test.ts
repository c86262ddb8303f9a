import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { API_PATHS, CategorySchema, ProductSchema, envelopeSchema, sizeChartParse, type Logger } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { discoverySeedIfEmpty } from './discovery-seed.js';

const ProductEnvelope = envelopeSchema(ProductSchema);
const silent: Logger = { info: () => undefined, warn: () => undefined, error: (message) => expect.fail(message) };

describe('discovery seed', () => {
  let test: TestDb;
  let app: Hono;
  const product = async (id: string) => ProductEnvelope.parse((await call(app, 'GET', API_PATHS.product(id))).body).data;

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('gives most sized fashion products a size chart for exactly their sizes, which core parses', async () => {
    const rows = await test.db.query<{ id: string; charted: boolean }>(
      `SELECT p.id, p.size_chart_id IS NOT NULL AS charted FROM products p JOIN categories c ON c.id = p.category_id
       WHERE NOT p.hidden AND c.slug IN ('ao-so-mi', 'ao-thun', 'ao-khoac', 'vay-dam', 'quan-jeans') ORDER BY p.position`,
    );
    const charted = rows.filter((row) => row.charted);
    expect(charted.length / rows.length).toBeGreaterThan(0.7);
    expect(charted.length).toBeLessThan(rows.length);
    for (const row of charted.slice(0, 40)) {
      const detail = await product(row.id);
      const sizes = sizeChartParse(detail.size_chart?.rows, silent);
      const options = detail.classifications.find((classification) => classification.kind === 'size')?.options.map((option) => option.name);
      expect(sizes.map((size) => size.size_name)).toEqual(options);
      for (const size of sizes) for (const measure of size.measures) expect(measure.attribute).not.toBeNull();
    }
  });

  it('gives beauty products and shoes none', async () => {
    const [beauty] = await test.db.query<{ id: string }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.vertical = 'beauty' AND NOT p.hidden LIMIT 1`,
    );
    expect((await product(beauty?.id ?? '')).size_chart).toBeNull();
    const [shoes] = await test.db.query<{ id: string }>(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'giay-dep' AND NOT p.hidden LIMIT 1`,
    );
    expect((await product(shoes?.id ?? '')).size_chart).toBeNull();
  });

  it('seeds the same charts and shop categories again from the same catalogue, once', async () => {
    const fingerprint = async () =>
      test.db.query<{ charts: string; links: string; categories: string }>(
        `SELECT (SELECT string_agg(id || rows::text, ',' ORDER BY id) FROM size_charts) AS charts,
                (SELECT string_agg(id || size_chart_id, ',' ORDER BY id) FROM products WHERE size_chart_id IS NOT NULL) AS links,
                (SELECT string_agg(sc.id || sc.title || sc.status || scp.product_id, ',' ORDER BY sc.id, scp.product_id)
                   FROM shop_categories sc JOIN shop_category_products scp ON scp.shop_category_id = sc.id) AS categories`,
      );
    const before = await fingerprint();
    await discoverySeedIfEmpty(test.db);
    expect(await fingerprint()).toEqual(before);
    await test.db.exec('UPDATE products SET size_chart_id = NULL; DELETE FROM size_charts; DELETE FROM shop_categories;');
    await discoverySeedIfEmpty(test.db);
    expect(await fingerprint()).toEqual(before);
  });

  it('lists the categories of both verticals with their images', async () => {
    const response = await call(app, 'GET', API_PATHS.categories);
    const categories = envelopeSchema(z.array(CategorySchema)).parse(response.body).data;
    expect(new Set(categories.map((category) => category.vertical))).toEqual(new Set(['fashion', 'beauty']));
    for (const category of categories) expect(category.image).toMatch(/^\/media\/categories\/[0-9a-f]{24}\.svg$/);
  });
});
