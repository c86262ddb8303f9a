import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { searchIndexRefresh } from '../search/search-index.js';
import { SEED } from './catalogue-generate.js';
import { createRandom } from './random.js';
import { insertBatches } from './rows-insert.js';
import { SIZE_CHART_KIND_BY_CATEGORY, SIZE_CHART_NAMES, sizeChartRows, type SizeChartKind } from './size-chart-templates.js';

/** Share of sized fashion products whose seller set no size chart: the page must cope with both. */
export const SIZE_CHART_MISSING_SHARE = 0.15;
/** Products in each seeded shop category. */
export const SHOP_CATEGORY_SIZE = 8;

interface ChartRow {
  readonly id: string;
  readonly shop_id: string;
  readonly name: string;
  readonly type: SizeChartKind;
  readonly rows: string;
}

/**
 * Size charts for the demo's sized fashion products: one chart per shop, kind and size set, the
 * way a seller reuses a chart across products. Read from the database (not the generator), so
 * a catalogue seeded before this existed gets charts too; the same catalogue always gets the
 * same charts (own random stream, products in feed order).
 */
async function sizeChartsSeed(db: Db): Promise<void> {
  const random = createRandom(SEED ^ 0x5c4a);
  const typed = typedDb(db);
  const products = await typed
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['p.id', 'p.shop_id', 's.country as shop_country', 'c.slug', 'p.classifications'])
    .where((eb) => eb('c.slug', '=', eb.fn.any(sql<string[]>`${Object.keys(SIZE_CHART_KIND_BY_CATEGORY)}::text[]`)))
    .orderBy('p.position')
    .execute();
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
      chart = { id: random.hexId(), shop_id: product.shop_id, name: SIZE_CHART_NAMES[kind], type: kind, rows: JSON.stringify(rows) };
      charts.set(key, chart);
    }
    links.push({ id: product.id, size_chart_id: chart.id });
  }
  for (const batch of insertBatches([...charts.values()])) await typed.insertInto('size_charts').values(batch).execute();
  if (links.length > 0) {
    // One statement for every product's chart: the pairs as one jsonb parameter, read back as rows.
    const pairs = sql<{ id: string; size_chart_id: string }>`jsonb_to_recordset(${JSON.stringify(links)}::jsonb)`.as<'r'>(sql`r(id text, size_chart_id text)`);
    await typed
      .updateTable('products as p')
      .from(pairs)
      .set((eb) => ({ size_chart_id: eb.ref('r.size_chart_id') }))
      .whereRef('p.id', '=', 'r.id')
      .execute();
  }
}

/**
 * Shop categories the way sellers use them: "new arrivals" and "best sellers" for every shop
 * (its latest and most sold visible products), and in every fourth shop a hidden draft that
 * buyers must never see.
 */
async function shopCategoriesSeed(db: Db): Promise<void> {
  const random = createRandom(SEED ^ 0x5ca7);
  const typed = typedDb(db);
  const shops = await typed
    .selectFrom('shops as s')
    .select((eb) => [
      's.id',
      eb
        .selectFrom(
          eb
            .selectFrom('products')
            .select('id')
            .whereRef('shop_id', '=', 's.id')
            .where('listed', '=', true)
            .orderBy('position', 'desc')
            .limit(SHOP_CATEGORY_SIZE)
            .as('x'),
        )
        .select(sql<string[]>`coalesce(jsonb_agg(x.id), '[]')`.as('ids'))
        .as('newest'),
      eb
        .selectFrom(
          eb
            .selectFrom('products')
            .select('id')
            .whereRef('shop_id', '=', 's.id')
            .where('listed', '=', true)
            .orderBy('sold', 'desc')
            .orderBy('position')
            .limit(SHOP_CATEGORY_SIZE)
            .as('x'),
        )
        .select(sql<string[]>`coalesce(jsonb_agg(x.id), '[]')`.as('ids'))
        .as('best'),
    ])
    .orderBy('s.id')
    .execute();
  const categories: { id: string; shop_id: string; title: string; status: 'show' | 'hide'; position: number }[] = [];
  const members: { shop_category_id: string; product_id: string }[] = [];
  shops.forEach((shop, index) => {
    const groups: { title: string; status: 'show' | 'hide'; products: readonly string[] }[] = [
      { title: 'Hàng mới về', status: 'show', products: shop.newest ?? [] },
      { title: 'Bán chạy nhất', status: 'show', products: shop.best ?? [] },
    ];
    if (index % 4 === 0) groups.push({ title: 'Bộ sưu tập sắp ra mắt', status: 'hide', products: (shop.newest ?? []).slice(0, 3) });
    groups.forEach((group, position) => {
      const id = random.hexId();
      categories.push({ id, shop_id: shop.id, title: group.title, status: group.status, position });
      for (const product of group.products) members.push({ shop_category_id: id, product_id: product });
    });
  });
  for (const batch of insertBatches(categories)) await typed.insertInto('shop_categories').values(batch).execute();
  for (const batch of insertBatches(members)) await typed.insertInto('shop_category_products').values(batch).execute();
}

/**
 * Seeds the discovery data (size charts, shop categories) on a catalogue that lacks it, in the
 * caller's transaction. Each part checks its own table, so it runs once per database.
 */
export async function discoverySeedIfEmpty(db: Db): Promise<void> {
  const state = await typedDb(db)
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('products').select(sql.lit(1).as('one'))).$castTo<boolean>().as('products'),
      eb.exists(eb.selectFrom('size_charts').select(sql.lit(1).as('one'))).$castTo<boolean>().as('charts'),
      eb.exists(eb.selectFrom('shop_categories').select(sql.lit(1).as('one'))).$castTo<boolean>().as('categories'),
    ])
    .executeTakeFirst();
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
