import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { reviewSummary } from '../reviews/review-store.js';

describe('seeded reviews and ratings', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await memoryTestDb();
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('give every product and shop the one rating its reviews give (none without reviews)', async () => {
    const products = await test.db.query<{ rating: number | null; average: number | null }>(
      `SELECT p.rating, (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.product_id = p.id) AS average FROM products p`,
    );
    expect(products.filter((row) => row.average !== null).length).toBeGreaterThan(products.length / 2);
    for (const row of products) expect(row.rating).toBe(row.average);
    const shops = await test.db.query<{ rating: number; average: number | null }>(
      `SELECT s.rating, (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.shop_id = s.id) AS average FROM shops s`,
    );
    for (const row of shops) expect(row.rating).toBe(row.average ?? 0);
  });

  it("agree with the reviews section's summary of the same product", async () => {
    const [product] = await test.db.query<{ id: string; rating: number }>(
      'SELECT id, rating FROM products WHERE rating IS NOT NULL ORDER BY position LIMIT 1',
    );
    const summary = await reviewSummary(test.db, 'product_id', product?.id ?? '');
    expect(summary.count).toBeGreaterThan(0);
    expect(Math.round(summary.average * 10) / 10).toBe(product?.rating);
  });
});
