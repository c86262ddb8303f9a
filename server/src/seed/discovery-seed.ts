import type { Classification } from '@modavi/core';
import type { Db } from '../db/db.js';
import { searchIndexRefresh } from '../search/search-index.js';
import { SEED } from './catalogue-generate.js';
import { createRandom } from './random.js';
import { SIZE_CHART_KIND_BY_CATEGORY, SIZE_CHART_NAMES, sizeChartRows, type SizeChartKind } from './size-chart-templates.js';

/** Share of sized fashion products whose seller set no size chart: the page must cope with both. */
export const SIZE_CHART_MISSING_SHARE = 0.15;
/** Products in each seeded shop category. */
export const SHOP_CATEGORY_SIZE = 8;

interface SizedProduct {
  readonly id: string;
  readonly shop_id: string;
  readonly shop_country: 'VN' | 'KR';
  readonly slug: string;
  readonly classifications: Classification[];
}

interface ChartRow {
  readonly id: string;
  readonly shop_id: string;
  readonly name: string;
  readonly type: SizeChartKind;
  readonly rows: unknown;
}

const insertJson = (db: Db, sql: string, rows: readonly object[]) => (rows.length === 0 ? Promise.resolve([]) : db.query(sql, [JSON.stringify(rows)]));

/**
 * Size charts for the demo's sized fashion products: one chart per shop, kind and size set, the
 * way a seller reuses a chart across products. Read from the database (not the generator), so
 * a catalogue seeded before this existed gets charts too; the same catalogue always gets the
 * same charts (own random stream, products in feed order).
 */
async function sizeChartsSeed(db: Db): Promise<void> {
  const random = createRandom(SEED ^ 0x5c4a);
  const products = await db.query<SizedProduct>(
    `SELECT p.id, p.shop_id, s.country AS shop_country, c.slug, p.classifications
     FROM products p JOIN categories c ON c.id = p.category_id JOIN shops s ON s.id = p.shop_id
     WHERE c.slug = ANY($1::text[]) ORDER BY p.position`,
    [Object.keys(SIZE_CHART_KIND_BY_CATEGORY)],
  );
  const charts = new Map<string, ChartRow>();
  const shifts = new Map<string, number>();
  const links: { id: string; size_chart_id: string }[] = [];
  for (const product of products) {
    const kind = SIZE_CHART_KIND_BY_CATEGORY[product.slug];
    const sizes = product.classifications.find((classification) => classification.kind === 'size')?.options.map((option) => option.name);
    const skip = random.chance(SIZE_CHART_MISSING_SHARE);
    if (!kind || !sizes || sizes.length === 0 || skip) continue;
    if (!shifts.has(product.shop_id)) shifts.set(product.shop_id, product.shop_country === 'KR' ? random.int(-3, -1) : random.int(-1, 2));
    const key = `${product.shop_id}|${kind}|${sizes.join(',')}`;
    let chart = charts.get(key);
    if (!chart) {
      const rows = sizeChartRows(kind, sizes, shifts.get(product.shop_id) ?? 0);
      if (rows.length === 0) continue;
      chart = { id: random.hexId(), shop_id: product.shop_id, name: SIZE_CHART_NAMES[kind], type: kind, rows };
      charts.set(key, chart);
    }
    links.push({ id: product.id, size_chart_id: chart.id });
  }
  await insertJson(
    db,
    `INSERT INTO size_charts (id, shop_id, name, type, rows)
     SELECT id, shop_id, name, type, rows FROM jsonb_to_recordset($1::jsonb) AS r(id text, shop_id text, name text, type text, rows jsonb)`,
    [...charts.values()],
  );
  await insertJson(
    db,
    `UPDATE products p SET size_chart_id = r.size_chart_id FROM jsonb_to_recordset($1::jsonb) AS r(id text, size_chart_id text) WHERE p.id = r.id`,
    links,
  );
}

/**
 * Shop categories the way sellers use them: "new arrivals" and "best sellers" for every shop
 * (its latest and most sold visible products), and in every fourth shop a hidden draft that
 * buyers must never see.
 */
async function shopCategoriesSeed(db: Db): Promise<void> {
  const random = createRandom(SEED ^ 0x5ca7);
  const shops = await db.query<{ id: string; newest: string[]; best: string[] }>(
    `SELECT s.id,
       (SELECT coalesce(jsonb_agg(x.id), '[]') FROM (SELECT id FROM products WHERE shop_id = s.id AND listed ORDER BY position DESC LIMIT $1) x) AS newest,
       (SELECT coalesce(jsonb_agg(x.id), '[]') FROM (SELECT id FROM products WHERE shop_id = s.id AND listed ORDER BY sold DESC, position LIMIT $1) x) AS best
     FROM shops s ORDER BY s.id`,
    [SHOP_CATEGORY_SIZE],
  );
  const categories: { id: string; shop_id: string; title: string; status: 'show' | 'hide'; position: number }[] = [];
  const members: { shop_category_id: string; product_id: string }[] = [];
  shops.forEach((shop, index) => {
    const groups: { title: string; status: 'show' | 'hide'; products: readonly string[] }[] = [
      { title: 'Hàng mới về', status: 'show', products: shop.newest },
      { title: 'Bán chạy nhất', status: 'show', products: shop.best },
    ];
    if (index % 4 === 0) groups.push({ title: 'Bộ sưu tập sắp ra mắt', status: 'hide', products: shop.newest.slice(0, 3) });
    groups.forEach((group, position) => {
      const id = random.hexId();
      categories.push({ id, shop_id: shop.id, title: group.title, status: group.status, position });
      for (const product of group.products) members.push({ shop_category_id: id, product_id: product });
    });
  });
  await insertJson(
    db,
    `INSERT INTO shop_categories (id, shop_id, title, status, position)
     SELECT id, shop_id, title, status, position FROM jsonb_to_recordset($1::jsonb) AS r(id text, shop_id text, title text, status text, position integer)`,
    categories,
  );
  await insertJson(
    db,
    `INSERT INTO shop_category_products (shop_category_id, product_id)
     SELECT shop_category_id, product_id FROM jsonb_to_recordset($1::jsonb) AS r(shop_category_id text, product_id text)`,
    members,
  );
}

/**
 * Seeds the discovery data (size charts, shop categories) on a catalogue that lacks it, in the
 * caller's transaction. Each part checks its own table, so it runs once per database.
 */
export async function discoverySeedIfEmpty(db: Db): Promise<void> {
  const [state] = await db.query<{ products: boolean; charts: boolean; categories: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products) AS products, EXISTS (SELECT 1 FROM size_charts) AS charts,
            EXISTS (SELECT 1 FROM shop_categories) AS categories`,
  );
  if (!state?.products) return;
  if (!state.charts) await sizeChartsSeed(db);
  if (!state.categories) await shopCategoriesSeed(db);
}

/**
 * What discovery needs before the first request: its demo data, and search columns for every
 * product (the seed's, or rows from before the search existed). Called by the seed on every start.
 */
export async function discoveryPrepare(db: Db): Promise<void> {
  await discoverySeedIfEmpty(db);
  await searchIndexRefresh(db);
}
