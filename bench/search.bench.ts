import { afterAll, bench, describe } from 'vitest';
import { productSearch, productSuggest } from '../server/src/search/product-search';
import { searchFold } from '../server/src/search/search-index';
import { BENCH_PRODUCTS, searchBenchDb } from './search-fixtures';

// Building 100,000 products takes a while; it happens once, before any measurement.
const db = await searchBenchDb();
const [shirts] = await db.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'ao-so-mi'`);
afterAll(() => db.close());

const page = { page: 1, limit: 20 } as const;

describe(`product search over ${BENCH_PRODUCTS.toLocaleString('en')} products`, () => {
  bench('words without accents: "ao so mi", by relevance', async () => {
    await productSearch(db, { ...page, q: 'ao so mi' });
  });
  bench('one common word: "dam", by relevance', async () => {
    await productSearch(db, { ...page, q: 'dam' });
  });
  bench('words with filters: "kem duong" from Korea, 4 stars, under 500k', async () => {
    await productSearch(db, { ...page, q: 'kem duong', country: 'KR', rating_min: 4, price_max: 500_000 });
  });
  bench('no words: a category by price, page 10', async () => {
    await productSearch(db, { page: 10, limit: 20, category_id: shirts?.id ?? '', sort: 'price_asc' });
  });
  bench('no words: everything, best sellers', async () => {
    await productSearch(db, { ...page, sort: 'best_selling' });
  });
  bench('suggestions for "ao kh"', async () => {
    await productSuggest(db, 'ao kh');
  });
  bench('for comparison: LIKE on the folded names, no index', async () => {
    await db.query(`SELECT count(*) FROM product_search WHERE ' ' || name_fold LIKE $1`, [`% ${searchFold('áo sơ mi')}%`]);
  });
});
