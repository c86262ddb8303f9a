import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { afterAll, bench, describe } from 'vitest';
import { productSearch, productSuggest } from '../server/src/search/product-search';
import { searchFold } from '../server/src/search/search-index';
import { BENCH_PRODUCTS, searchBenchDb } from './search-fixtures';
import { LatencyLog } from './search-latency';

// Building 100,000 products takes a while; it happens once, before any measurement.
const db = await searchBenchDb();
const [shirts] = await db.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'ao-so-mi'`);
const log = new LatencyLog();
afterAll(async () => {
  // Words and suggestions are what the p95 target names; lists without words and the LIKE scan are context.
  const targeted = new Set([WORDS, COMMON, FILTERED, SUGGEST]);
  // Other work on the machine moves p95 most; the load says how quiet the run was.
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`\nsearch latency over ${BENCH_PRODUCTS.toLocaleString('en')} products (ms; load average ${load})\n${log.table(targeted)}\n`);
  // `npm run bench` (scripts/bench.mjs) puts these figures into its one table.
  const out = process.env['MODAVI_BENCH_SEARCH_JSON'];
  if (out) writeFileSync(out, JSON.stringify(log.figures().map((figure) => ({ ...figure, targeted: targeted.has(figure.name) }))));
  await db.close();
});

const page = { page: 1, limit: 20 } as const;
const WORDS = 'words without accents: "ao so mi", by relevance';
const COMMON = 'one common word: "dam", by relevance';
const FILTERED = 'words with filters: "kem duong" from Korea, 4 stars, under 500k';
const SUGGEST = 'suggestions for "ao kh"';

describe(`product search over ${BENCH_PRODUCTS.toLocaleString('en')} products`, () => {
  bench(WORDS, log.timed(WORDS, () => productSearch(db, { ...page, q: 'ao so mi' }, Date.now())));
  bench(COMMON, log.timed(COMMON, () => productSearch(db, { ...page, q: 'dam' }, Date.now())));
  bench(
    FILTERED,
    log.timed(FILTERED, () => productSearch(db, { ...page, q: 'kem duong', country: 'KR', rating_min: 4, price_max: 500_000 }, Date.now())),
  );
  const byPrice = 'words in another order: "ao so mi", cheapest first';
  bench(byPrice, log.timed(byPrice, () => productSearch(db, { ...page, q: 'ao so mi', sort: 'price_asc' }, Date.now())));
  const category = 'no words: a category by price, page 10';
  bench(category, log.timed(category, () => productSearch(db, { page: 10, limit: 20, category_id: shirts?.id ?? '', sort: 'price_asc' }, Date.now())));
  const everything = 'no words: everything, best sellers';
  bench(everything, log.timed(everything, () => productSearch(db, { ...page, sort: 'best_selling' }, Date.now())));
  bench(SUGGEST, log.timed(SUGGEST, () => productSuggest(db, 'ao kh')));
  const like = 'for comparison: LIKE on the folded names, no index';
  bench(like, log.timed(like, () => db.query(`SELECT count(*) FROM product_search WHERE ' ' || name_fold LIKE $1`, [`% ${searchFold('áo sơ mi')}%`])));
});
