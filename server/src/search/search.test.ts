import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import {
  API_PATHS,
  ErrorEnvelopeSchema,
  ProductPageSchema,
  ProductSummarySchema,
  SEARCH_RANK_CANDIDATES,
  SearchSuggestionsSchema,
  envelopeSchema,
  searchTerms,
  textWords,
  type ProductPage,
  type SearchParams,
} from '@modavi/core';
import * as z from 'zod/mini';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '../testing/test-db.js';
import { productSearchStatements } from './product-search.js';
import { searchCandidates } from './search-candidates.js';
import { searchIndexRefresh } from './search-index.js';
import { orderByKeys, searchConditions, searchOrder } from './search-sql.js';
import { typedDb } from '../db/kysely.js';

const PageEnvelope = envelopeSchema(ProductPageSchema);
const SuggestEnvelope = envelopeSchema(SearchSuggestionsSchema);
const RelatedEnvelope = envelopeSchema(z.array(ProductSummarySchema));

/** Each query word starts some word of the text, accents and case ignored. */
const wordsStart = (query: string, text: string): boolean => {
  const words = textWords(text);
  return textWords(query).every((term) => words.some((word) => word.startsWith(term)));
};

/** The whole suite on one engine: the same statements must answer alike on PGlite and PostgreSQL. */
function searchSuite(engine: string, open: () => Promise<TestDb>): void {
  describe(`product search (${engine})`, () => {
    let test: TestDb;
    let app: Hono;
    /** Product id -> category names, to check matches that come from the category words. */
    let categoryOf: Map<string, { id: string; names: string }>;

    const search = async (query: string): Promise<ProductPage> => {
      const response = await call(app, 'GET', `${API_PATHS.productSearch}?${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return PageEnvelope.parse(response.body).data;
    };
    const searchAll = async (query: string): Promise<ProductPage['items']> => {
      const items: ProductPage['items'] = [];
      for (let page = 1; ; page += 1) {
        const data = await search(`${query}&limit=60&page=${page}`);
        items.push(...data.items);
        if (items.length >= data.total || data.items.length === 0) return items;
      }
    };
    const failure = async (query: string, status: number, code: string) => {
      const response = await call(app, 'GET', `${API_PATHS.productSearch}?${query}`);
      expect(response.status).toBe(status);
      expect(ErrorEnvelopeSchema.parse(response.body).error_code).toBe(code);
    };

    beforeAll(async () => {
      test = await open();
      app = testApi(test.db);
      const rows = await test.db.query<{ id: string; category_id: string; names: string }>(
        `SELECT p.id, p.category_id, c.name || ' ' || coalesce(c.name_en, '') AS names FROM products p JOIN categories c ON c.id = p.category_id`,
      );
      categoryOf = new Map(rows.map((row) => [row.id, { id: row.category_id, names: row.names }]));
    });
    afterAll(async () => {
      await test?.dispose();
    });

    describe('words', () => {
      it('finds "Áo sơ mi" products from "ao so mi", names starting with the phrase first', async () => {
        const plain = await search('q=ao%20so%20mi&limit=10');
        expect(plain.total).toBeGreaterThan(10);
        for (const item of plain.items.slice(0, 5)) expect(item.name.startsWith('Áo sơ mi')).toBe(true);
        const accented = await search(`q=${encodeURIComponent('Áo Sơ Mi')}&limit=10`);
        expect(accented).toEqual(plain);
        expect(await search('q=AO%20SO%20MI&limit=10')).toEqual(plain);
      });

      it('treats đ as d both ways: "đầm" and "dam" find the same dresses', async () => {
        const withD = await searchAll(`q=${encodeURIComponent('đầm')}`);
        const plain = await searchAll('q=dam');
        expect(withD.length).toBeGreaterThan(20);
        expect(plain.map((item) => item._id)).toEqual(withD.map((item) => item._id));
        expect(withD.some((item) => item.name.startsWith('Đầm'))).toBe(true);
      });

      it('returns only products where every word starts a word of the name or the category', async () => {
        for (const query of ['so mi lu', 'kem duong', 'jean ong rong', 'shirt']) {
          const items = await searchAll(`q=${encodeURIComponent(query)}`);
          expect(items.length, query).toBeGreaterThan(0);
          for (const item of items) {
            expect(wordsStart(query, `${item.name} ${categoryOf.get(item._id)?.names ?? ''}`), `${query} -> ${item.name}`).toBe(true);
          }
        }
      });

      it('finds every visible product whose name has the words, and no hidden one', async () => {
        const rows = await test.db.query<{ id: string; name: string; hidden: boolean }>('SELECT id, name, hidden FROM products');
        const expected = rows.filter((row) => !row.hidden && wordsStart('tay phong', row.name)).map((row) => row.id);
        const found = new Set((await searchAll('q=tay%20phong')).map((item) => item._id));
        expect(expected.length).toBeGreaterThan(0);
        for (const id of expected) expect(found.has(id)).toBe(true);
        const hidden = rows.find((row) => row.hidden);
        if (!hidden) throw new Error('the seed has no hidden product');
        expect((await searchAll(`q=${encodeURIComponent(hidden.name)}`)).map((item) => item._id)).not.toContain(hidden.id);
      });

      it('answers an empty page for words nothing has, and for letters the index does not split', async () => {
        expect((await search('q=zzqxj')).total).toBe(0);
        const korean = await search(`q=${encodeURIComponent('한국 화장품')}`);
        expect(korean.items.every((item) => item.name.length > 0)).toBe(true);
      });

      it('lists every visible product when there are no words', async () => {
        const [visible] = await test.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE NOT hidden');
        expect((await search('q=%20%20')).total).toBe(visible?.count);
        expect((await search('')).total).toBe(visible?.count);
      });
    });

    describe('filters', () => {
      it('filters by category, price range, shop country and rating, together with words', async () => {
        const [shirts] = await test.db.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'ao-so-mi'`);
        const items = await searchAll(`q=ao&category_id=${shirts?.id}&price_min=200000&price_max=500000&country=KR&rating_min=4`);
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          expect(categoryOf.get(item._id)?.id).toBe(shirts?.id);
          expect(item.sale_price).toBeGreaterThanOrEqual(200_000);
          expect(item.sale_price).toBeLessThanOrEqual(500_000);
          expect(item.shop.country).toBe('KR');
          expect(item.rating).toBeGreaterThanOrEqual(4);
        }
        const wider = await search(`q=ao&category_id=${shirts?.id}`);
        expect(wider.total).toBeGreaterThan(items.length);
      });

      it('counts exactly the products that pass the filters', async () => {
        const [row] = await test.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM products p JOIN shops s ON s.id = p.shop_id
           WHERE NOT p.hidden AND s.country = 'VN' AND p.sale_price <= 300000 AND p.rating >= 4.5`,
        );
        expect((await search('country=VN&price_max=300000&rating_min=4.5')).total).toBe(row?.count);
      });

      it('refuses filters that make no sense with REQUEST.INVALID, and an over-long query with its own code', async () => {
        await failure('price_min=500000&price_max=100000', 400, 'REQUEST.INVALID');
        await failure('country=US', 400, 'REQUEST.INVALID');
        await failure('sort=cheapest', 400, 'REQUEST.INVALID');
        await failure('rating_min=7', 400, 'REQUEST.INVALID');
        await failure('price_min=-1', 400, 'REQUEST.INVALID');
        await failure(`q=${'a'.repeat(101)}`, 400, 'SEARCH.QUERY_TOO_LONG');
      });
    });

    describe('order and pages', () => {
      it('sorts by price both ways, by sales and by newest', async () => {
        // The order and the price filters read the catalogue's price; a running program's price (issue 25) is shown over it.
        const listed = (item: { sale_price: number; sale_price_original?: number | null | undefined; promotion?: unknown }) =>
          item.promotion ? (item.sale_price_original ?? item.sale_price) : item.sale_price;
        const ascending = (await search('q=ao&sort=price_asc&limit=60')).items.map(listed);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
        const descending = (await search('q=ao&sort=price_desc&limit=60')).items.map(listed);
        expect(descending).toEqual([...descending].sort((a, b) => b - a));
        expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);
        const sold = (await search('sort=best_selling&limit=60')).items.map((item) => item.sold);
        expect(sold).toEqual([...sold].sort((a, b) => b - a));
        const newest = (await search('sort=newest&limit=5')).items.map((item) => item._id);
        const latest = await test.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden ORDER BY created_at DESC, position DESC LIMIT 5');
        expect(newest).toEqual(latest.map((row) => row.id));
      });

      it('pages in a stable order without overlaps, whatever the order', async () => {
        for (const sort of ['relevance', 'price_asc', 'best_selling']) {
          const all = await search(`q=ao&sort=${sort}&limit=40`);
          const first = await search(`q=ao&sort=${sort}&limit=20&page=1`);
          const second = await search(`q=ao&sort=${sort}&limit=20&page=2`);
          expect([...first.items, ...second.items].map((item) => item._id)).toEqual(all.items.map((item) => item._id));
          expect(first.total).toBe(all.total);
        }
        const beyond = await search('q=ao&page=500');
        expect(beyond.items).toEqual([]);
        expect(beyond.total).toBeGreaterThan(0);
        expect((await search('limit=500')).limit).toBe(60);
      });
    });

    describe('index', () => {
      /** Rolls back the transaction that explained the plans (it may have dropped an index). */
      class Explained extends Error {
        constructor(readonly plans: string[]) {
          super('explained');
        }
      }
      const plansOf = async (statements: ReturnType<typeof productSearchStatements>, without: string | null = null): Promise<string[]> => {
        const { list, count } = statements;
        // The seed is small enough for the planner to prefer reading everything; forbidding
        // sequential scans shows whether the index can serve this exact statement at all.
        const explained = await test.db
          .transaction(async (tx) => {
            await tx.exec('SET LOCAL enable_seqscan = off');
            if (without !== null) await tx.exec(`DROP INDEX ${without}`);
            const explain = async (text: string, values: readonly unknown[]) =>
              (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).map((row) => row['QUERY PLAN']).join('\n');
            throw new Explained([await explain(list.text, list.values), await explain(count.text, count.values)]);
          })
          .catch((error: unknown) => error);
        if (!(explained instanceof Explained)) throw explained;
        return explained.plans;
      };

      it('answers word searches in other orders through the GIN index on the folded documents', async () => {
        // Without sequential scans the small seed's planner may read the whole prefix index for
        // the filters instead (over 100,000 products it takes the GIN index): shown without it.
        const statements = productSearchStatements(test.db, { q: 'áo sơ mi', country: 'VN', sort: 'price_asc', page: 1, limit: 20 });
        const plans = await plansOf(statements, 'product_search_prefix_filters_idx');
        for (const plan of plans) expect(plan).toMatch(/Bitmap Index Scan on product_search_document_idx/);
      });

      it('takes the candidates of a relevance search through the index of names starting with the phrase, with a limit', async () => {
        const plans = await plansOf(productSearchStatements(test.db, { q: 'áo sơ mi', country: 'VN', sort: 'relevance', page: 1, limit: 20 }));
        for (const plan of plans) {
          expect(plan).toMatch(/Index Scan on product_search_prefix_filters_idx/);
          expect(plan).toMatch(/Limit/);
        }
      });

      it('takes at most the asked number of candidates, names starting with the typed words first', async () => {
        const terms = searchTerms('ao');
        const typed = typedDb(test.db);
        const rows = await typed.selectFrom(searchCandidates(typed, {}, terms, 5)).select('x.name_fold').execute();
        const [starting] = await test.db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM product_search WHERE NOT hidden AND name_fold LIKE 'ao%'`,
        );
        expect(starting?.count).toBeGreaterThan(5);
        expect(rows).toHaveLength(5);
        for (const row of rows) expect(row.name_fold.startsWith('ao')).toBe(true);
      });

      it('finds, counts and pages the same products by relevance as in any other order (below the candidate limit)', async () => {
        for (const q of ['ao so mi', 'dam', 'kem duong', 'ao kh']) {
          const ranked = await searchAll(`q=${encodeURIComponent(q)}`);
          const cheapest = await searchAll(`q=${encodeURIComponent(q)}&sort=price_asc`);
          expect(ranked.length).toBeLessThan(SEARCH_RANK_CANDIDATES);
          expect(new Set(ranked.map((item) => item._id))).toEqual(new Set(cheapest.map((item) => item._id)));
          expect(ranked.length).toBe(cheapest.length);
        }
      });

      it('ranks, filters, counts and pages as ranking every match does (the seed is below the candidate limit)', async () => {
        const [category] = await test.db.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'ao-so-mi'`);
        const cases: (SearchParams & { page?: number; limit?: number })[] = [
          { q: 'ao so mi' },
          { q: 'ÁO SƠ MI' },
          { q: 'dam' },
          { q: 'đầm' },
          { q: 'ao kh' },
          { q: 'kem duong', country: 'KR' },
          { q: 'ao', rating_min: 4, price_max: 500_000 },
          { q: 'ao', category_id: category?.id ?? '' },
          { q: 'son', page: 2, limit: 5 },
        ];
        for (const { page = 1, limit = 20, ...params } of cases) {
          // The reference: every match of the whole table in the relevance order, no candidates.
          const terms = searchTerms(params.q ?? '');
          const every = await typedDb(test.db)
            .selectFrom('product_search as x')
            .select('x.product_id as id')
            .where(searchConditions(params, terms))
            .orderBy(orderByKeys(searchOrder('relevance', terms)))
            .execute();
          const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), page: String(page), limit: String(limit) });
          const found = await search(query.toString());
          expect(every.length, JSON.stringify(params)).toBeGreaterThan(0);
          expect(found.total, JSON.stringify(params)).toBe(every.length);
          expect(found.items.map((item) => item._id), JSON.stringify(params)).toEqual(every.slice((page - 1) * limit, page * limit).map((row) => row.id));
        }
        // A page past the end has no row to carry the count: the total is still told.
        const all = await search('q=dam');
        expect(await search('q=dam&page=999')).toMatchObject({ items: [], total: all.total });
      });

      it('keeps the index current: a renamed product is found by its new name once refreshed', async () => {
        const [product] = await test.db.query<{ id: string; name: string }>('SELECT id, name FROM products WHERE NOT hidden ORDER BY position LIMIT 1');
        if (!product) throw new Error('no product');
        await test.db.query('UPDATE products SET name = $2 WHERE id = $1', [product.id, 'Áo choàng lông vũ Zyxwo siêu nhẹ']);
        expect((await search('q=zyxwo')).total).toBe(0);
        expect(await searchIndexRefresh(test.db)).toBe(1);
        expect((await search('q=ZYXWO%20choang')).items.map((item) => item._id)).toEqual([product.id]);
        await test.db.query('UPDATE products SET name = $2 WHERE id = $1', [product.id, product.name]);
        expect(await searchIndexRefresh(test.db)).toBe(1);
        expect((await search('q=zyxwo')).total).toBe(0);
      });

      it('copies hiding, price, sales and the shop country into the index at once', async () => {
        const [product] = await test.db.query<{ id: string; name: string; shop_id: string; sale_price: number; sold: number; country: string }>(
          `SELECT p.id, p.name, p.shop_id, p.sale_price, p.sold, s.country FROM products p JOIN shops s ON s.id = p.shop_id
           WHERE NOT p.hidden ORDER BY p.position OFFSET 3 LIMIT 1`,
        );
        if (!product) throw new Error('no product');
        const q = `q=${encodeURIComponent(product.name)}`;
        const found = async (filters: string) => (await searchAll(`${q}&${filters}`)).some((item) => item._id === product.id);
        expect(await found('')).toBe(true);

        await test.db.query('UPDATE products SET sale_price = 123457, sold = 7999 WHERE id = $1', [product.id]);
        expect(await found('price_min=123457&price_max=123457')).toBe(true);
        expect((await search(`${q}&sort=best_selling&limit=1`)).items[0]?._id).toBe(product.id);

        const other = product.country === 'VN' ? 'KR' : 'VN';
        await test.db.query('UPDATE shops SET country = $2 WHERE id = $1', [product.shop_id, other]);
        expect(await found(`country=${other}`)).toBe(true);
        await test.db.query('UPDATE shops SET country = $2 WHERE id = $1', [product.shop_id, product.country]);
        expect(await found(`country=${other}`)).toBe(false);

        await test.db.query('UPDATE products SET hidden = true WHERE id = $1', [product.id]);
        expect(await found('')).toBe(false);
        await test.db.query('UPDATE products SET hidden = false, sale_price = $2, sold = $3 WHERE id = $1', [product.id, product.sale_price, product.sold]);
        expect(await found(`price_min=${product.sale_price}&price_max=${product.sale_price}`)).toBe(true);
        expect(await searchIndexRefresh(test.db)).toBe(0);
      });
    });

    describe('suggestions', () => {
      const suggest = async (q: string) => {
        const response = await call(app, 'GET', `${API_PATHS.productSuggest}?q=${encodeURIComponent(q)}`);
        expect(response.status).toBe(200);
        return SuggestEnvelope.parse(response.body).data;
      };

      it('offers distinct product names and categories for the words typed so far, accents ignored', async () => {
        const typed = await suggest('dam');
        expect(typed.products.length).toBeGreaterThan(0);
        expect(typed.products.length).toBeLessThanOrEqual(6);
        expect(new Set(typed.products.map((product) => product.name)).size).toBe(typed.products.length);
        for (const product of typed.products) expect(wordsStart('dam', `${product.name} ${categoryOf.get(product._id)?.names ?? ''}`)).toBe(true);
        expect(typed.categories.map((category) => category.name)).toContain('Váy đầm');
        expect(await suggest('ĐẦM')).toEqual(typed);
      });

      it('matches categories by their English name too, and by word prefixes', async () => {
        expect((await suggest('shirt')).categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Áo sơ mi']));
        expect((await suggest('ao k')).categories.map((category) => category.name)).toEqual(['Áo khoác']);
      });

      it('offers nothing for blank text and refuses an over-long one', async () => {
        expect(await suggest('  ')).toEqual({ products: [], categories: [] });
        const response = await call(app, 'GET', `${API_PATHS.productSuggest}?q=${'a'.repeat(101)}`);
        expect(ErrorEnvelopeSchema.parse(response.body).error_code).toBe('SEARCH.QUERY_TOO_LONG');
      });
    });

    describe('related products', () => {
      it('lists other visible products of the same category, best sellers first', async () => {
        const [product] = await test.db.query<{ id: string; category_id: string }>('SELECT id, category_id FROM products WHERE NOT hidden ORDER BY position LIMIT 1');
        const response = await call(app, 'GET', `${API_PATHS.productRelated(product?.id ?? '')}?limit=8`);
        expect(response.status).toBe(200);
        const related = RelatedEnvelope.parse(response.body).data;
        expect(related).toHaveLength(8);
        for (const item of related) expect(categoryOf.get(item._id)?.id).toBe(product?.category_id);
        expect(related.map((item) => item._id)).not.toContain(product?.id);
        const sold = related.map((item) => item.sold);
        expect(sold).toEqual([...sold].sort((a, b) => b - a));
      });

      it('answers PRODUCT.NOT_FOUND for a hidden or unknown product', async () => {
        const [hidden] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE hidden LIMIT 1');
        for (const id of [hidden?.id ?? '', 'ffffffffffffffffffffffff']) {
          const response = await call(app, 'GET', API_PATHS.productRelated(id));
          expect(response.status).toBe(404);
          expect(ErrorEnvelopeSchema.parse(response.body).error_code).toBe('PRODUCT.NOT_FOUND');
        }
      });
    });

    it('leaves the product detail route working beside products/search', async () => {
      const [product] = await test.db.query<{ id: string }>('SELECT id FROM products WHERE NOT hidden LIMIT 1');
      expect((await call(app, 'GET', API_PATHS.product(product?.id ?? ''))).status).toBe(200);
    });
  });
}

searchSuite('PGlite', () => memoryTestDb());
describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  searchSuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL));
});
