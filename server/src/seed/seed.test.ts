import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantName, type OptionValue } from '@modavi/core';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { catalogueGenerate, PRODUCT_COUNT } from './catalogue-generate.js';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './description.js';
import { seedIfEmpty } from './seed.js';

interface Fingerprint {
  first: string;
  last: string;
  products: number;
  variants: number;
  shops: number;
  stock: number;
  revenue: string;
}

const fingerprint = async ({ db }: TestDb): Promise<Fingerprint> => {
  const [row] = await db.query<Fingerprint>(
    `SELECT (SELECT id FROM products ORDER BY position LIMIT 1) AS first,
            (SELECT id FROM products ORDER BY position DESC LIMIT 1) AS last,
            (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM variants) AS variants,
            (SELECT count(*)::int FROM shops) AS shops,
            (SELECT sum(quantity)::int FROM variants) AS stock,
            (SELECT sum(sale_price::bigint * quantity)::text FROM variants) AS revenue`,
  );
  if (!row) throw new Error('no fingerprint');
  return row;
};

describe('seed', () => {
  let one: TestDb;
  let two: TestDb;
  beforeAll(async () => {
    // One seeded here, one copied from the run's template (seeded before): same data on every run.
    [one, two] = await Promise.all([memoryTestDb({ fresh: true }), memoryTestDb()]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
  });

  it('gives the same catalogue on every run', async () => {
    const [a, b] = await Promise.all([fingerprint(one), fingerprint(two)]);
    expect(a).toEqual(b);
    expect(a.products).toBe(PRODUCT_COUNT);
    expect(catalogueGenerate().products[0]?.id).toBe(a.first);
  });

  it('seeds only an empty catalogue', async () => {
    const again = await seedIfEmpty(one.db);
    expect(again.seeded).toBe(false);
    expect((await fingerprint(one)).products).toBe(PRODUCT_COUNT);
  });

  it('has at least 48 shops from both countries and 1,600 products', async () => {
    const countries = await one.db.query<{ country: string; shops: number }>(
      'SELECT country, count(*)::int AS shops FROM shops GROUP BY country ORDER BY country',
    );
    expect(countries.map((row) => row.country)).toEqual(['KR', 'VN']);
    expect(countries.reduce((sum, row) => sum + row.shops, 0)).toBeGreaterThanOrEqual(48);
    expect(countries.find((row) => row.country === 'VN')?.shops).toBeGreaterThanOrEqual(25);
    expect(PRODUCT_COUNT).toBeGreaterThanOrEqual(1_600);
  });

  it('has fashion and beauty categories', async () => {
    const rows = await one.db.query<{ name: string; vertical: string }>('SELECT name, vertical FROM categories ORDER BY position');
    expect(rows.filter((row) => row.vertical === 'fashion').map((row) => row.name)).toEqual([
      'Áo sơ mi', 'Áo thun', 'Váy đầm', 'Quần jeans', 'Áo khoác', 'Giày dép', 'Túi xách', 'Phụ kiện',
    ]);
    expect(rows.filter((row) => row.vertical === 'beauty').map((row) => row.name)).toEqual([
      'Son môi', 'Kem dưỡng da', 'Sữa rửa mặt', 'Nước hoa', 'Mặt nạ', 'Kem chống nắng',
    ]);
  });

  it('ids are 24-char lowercase hex and unique', () => {
    const catalogue = catalogueGenerate();
    const ids = [...catalogue.shops, ...catalogue.categories, ...catalogue.products, ...catalogue.variants].map((row) => row.id);
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes Vietnamese names and descriptions within the spec limits', () => {
    const { products } = catalogueGenerate();
    expect(products.every((product) => product.name.length >= 10 && product.name.length <= 200)).toBe(true);
    expect(products.filter((product) => /[ăâđêôơưáàảãạếềểễệốồổỗộớờởỡợíìỉĩịúùủũụứừửữựýỳỷỹỵ]/i.test(product.name)).length).toBeGreaterThan(
      products.length * 0.9,
    );
    expect(products.every((product) => product.description.length >= DESCRIPTION_MIN && product.description.length <= DESCRIPTION_MAX)).toBe(
      true,
    );
  });

  it('prices in whole thousands within each vertical, about 40% discounted', async () => {
    const rows = await one.db.query<{ vertical: string; min: number; max: number; odd: number }>(
      `SELECT c.vertical, min(v.sale_price)::int AS min, max(v.sale_price)::int AS max,
              count(*) FILTER (WHERE v.sale_price % 1000 <> 0 OR v.sale_price_original % 1000 <> 0)::int AS odd
       FROM variants v JOIN products p ON p.id = v.product_id JOIN categories c ON c.id = p.category_id GROUP BY c.vertical`,
    );
    const fashion = rows.find((row) => row.vertical === 'fashion');
    const beauty = rows.find((row) => row.vertical === 'beauty');
    expect(fashion?.min).toBeGreaterThanOrEqual(99_000);
    expect(fashion?.max).toBeLessThanOrEqual(1_900_000);
    expect(beauty?.min).toBeGreaterThanOrEqual(59_000);
    expect(beauty?.max).toBeLessThanOrEqual(1_200_000);
    expect(rows.every((row) => row.odd === 0)).toBe(true);
    const [discounted] = await one.db.query<{ share: number; wrong: number }>(
      `SELECT avg((sale_price_original IS NOT NULL)::int)::float8 AS share,
              count(*) FILTER (WHERE sale_price_original <= sale_price)::int AS wrong FROM products`,
    );
    expect(discounted?.share).toBeGreaterThan(0.3);
    expect(discounted?.share).toBeLessThan(0.5);
    expect(discounted?.wrong).toBe(0);
  });

  it('keeps stock consistent: product quantity is the sum of its variants, some sold out', async () => {
    const [row] = await one.db.query<{ mismatched: number; soldOutVariants: number; soldOutProducts: number; bigVariants: number }>(
      `SELECT
         (SELECT count(*)::int FROM products p WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
            AND p.quantity <> (SELECT sum(v.quantity) FROM variants v WHERE v.product_id = p.id)) AS "mismatched",
         (SELECT count(*)::int FROM variants WHERE quantity = 0) AS "soldOutVariants",
         (SELECT count(*)::int FROM products WHERE quantity = 0) AS "soldOutProducts",
         (SELECT count(*)::int FROM variants WHERE quantity > 50) AS "bigVariants"`,
    );
    expect(row?.mismatched).toBe(0);
    expect(row?.soldOutVariants).toBeGreaterThan(100);
    expect(row?.soldOutProducts).toBeGreaterThan(5);
    expect(row?.bigVariants).toBe(0);
  });

  it('names each variant after its options in classification order', async () => {
    const rows = await one.db.query<{ option_values: OptionValue[]; variant_name: string; classifications: { options: { name: string }[] }[] }>(
      `SELECT v.option_values, v.variant_name, p.classifications FROM variants v JOIN products p ON p.id = v.product_id`,
    );
    for (const row of rows) {
      expect(row.variant_name).toBe(variantName(row.option_values));
      row.option_values.forEach((value, index) =>
        expect(row.classifications[index]?.options.map((option) => option.name)).toContain(value.name),
      );
    }
  });

  it('keeps parcel and service values in range', async () => {
    const [row] = await one.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM products
       WHERE preparation_time NOT BETWEEN 5 AND 30 OR return_period NOT BETWEEN 1 AND 15 OR weight < 10
          OR length <= 0 OR width <= 0 OR height <= 0 OR jsonb_array_length(return_conditions) < 1
          OR jsonb_array_length(images) NOT BETWEEN 2 AND 4`,
    );
    expect(row?.bad).toBe(0);
  });
});
