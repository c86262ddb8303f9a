import {
  SEARCH_SORT_DEFAULT,
  SUGGEST_LIMIT,
  SUGGEST_RANK_CANDIDATES,
  searchTerms,
  type Category,
  type ProductMention,
  type ProductPage,
  type ProductSummary,
  type SearchParams,
  type SearchSuggestions,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { categoryList } from '../catalogue/category-queries.js';
import { summaryJson } from '../catalogue/product-queries.js';
import { summaryColumns } from '../catalogue/summary-select.js';
import { summariesPriced } from '../promotions/promotion-prices.js';
import { searchFold } from './search-index.js';
import { searchCandidates } from './search-candidates.js';
import { keyColumns, orderByColumns, searchConditions, searchFrom, searchOrder, searchSource, type SearchRows } from './search-sql.js';

export interface ProductSearchQuery extends SearchParams {
  readonly page: number;
  readonly limit: number;
}

export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * The queries of a search: its page of rows and its total. The page is chosen on the source's
 * narrow rows (ids and sort keys only), then only its rows are joined with the product and shop
 * columns a card needs. A word search in relevance order counts its candidates in the page's
 * own statement (`total` on each row, `counted`): it has read them all to rank them, and a
 * second statement cost as much again (planning, and the candidates read twice); `count` then
 * serves only a page past the end, which has no row.
 */
function productSearchQueries(db: Db, query: ProductSearchQuery) {
  const typed = typedDb(db);
  const terms = searchTerms(query.q ?? '');
  const sort = query.sort ?? SEARCH_SORT_DEFAULT;
  const source = searchSource(terms);
  // Words in relevance order rank, count and page their candidates only (the filters are inside).
  const ranked = terms.length > 0 && sort === 'relevance';
  const rows = (): SearchRows => (ranked ? typed.selectFrom(searchCandidates(typed, query, terms)) : searchFrom(typed, terms, query).where(searchConditions(query, terms)));
  const keys = searchOrder(sort, terms);
  const hit = rows()
    .select([sql.ref<string>(source.id).as('id'), ...keyColumns(keys)])
    // Counted before the LIMIT: a window function sees every row of its statement.
    .$if(ranked, (qb) => qb.select(sql<number>`count(*) OVER ()::int`.as('total')))
    .orderBy(orderByColumns(keys, null))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('hit');
  const list = typed
    .selectFrom(hit)
    .innerJoin('products as p', 'p.id', 'hit.id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(summaryColumns)
    .$if(ranked, (qb) => qb.select(sql<number>`hit.total`.as('total')))
    .orderBy(orderByColumns(keys, 'hit'));
  const count = rows().select(sql<number>`count(*)::int`.as('total'));
  return { list, count, counted: ranked };
}

/** The statements of a search, as sent (for the plan test). */
export function productSearchStatements(db: Db, query: ProductSearchQuery): { readonly list: Statement; readonly count: Statement; readonly counted: boolean } {
  const { list, count, counted } = productSearchQueries(db, query);
  const statement = ({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }): Statement => ({ text, values: parameters });
  return { list: statement(list.compile()), count: statement(count.compile()), counted };
}

/**
 * A page of products matching the words (diacritics and case ignored, each word a prefix)
 * and the filters, in the asked order. Without words every visible product matches, so the
 * category and seller pages list through here too.
 */
export async function productSearch(db: Db, query: ProductSearchQuery, now: number): Promise<ProductPage> {
  const { list, count, counted } = productSearchQueries(db, query);
  const totalOf = async () => (await count.executeTakeFirst())?.total ?? 0;
  let rows: Awaited<ReturnType<typeof list.execute>>;
  let total: number;
  if (counted) {
    rows = await list.execute();
    // No row: nothing matched, or the page lies past the end (then the count says how many did).
    total = rows[0]?.total ?? (query.page > 1 ? await totalOf() : 0);
  } else {
    [rows, total] = await Promise.all([list.execute(), totalOf()]);
  }
  return { items: await summariesPriced(db, rows.map(summaryJson), now), page: query.page, limit: query.limit, total };
}

/** Every term starts a word of the text (the same rule the product search applies). */
const termsStartWords = (terms: readonly string[], text: string): boolean => {
  const words = searchFold(text).split(' ');
  return terms.every((term) => words.some((word) => word.startsWith(term)));
};

/**
 * What the search box offers for the text typed so far: the best-matching product names
 * (one per distinct name) and the categories whose Vietnamese or English name matches.
 */
export async function productSuggest(db: Db, q: string): Promise<SearchSuggestions> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { products: [], categories: [] };
  const typed = typedDb(db);
  const keys = searchOrder('relevance', terms);
  // More rows than shown: the seed (and real shops) repeat names, and repeats are dropped.
  const hit = typed
    .selectFrom(searchCandidates(typed, {}, terms, SUGGEST_RANK_CANDIDATES, false))
    .select([sql.ref<string>('x.product_id').as('id'), ...keyColumns(keys)])
    .orderBy(orderByColumns(keys, null))
    .limit(SUGGEST_LIMIT.products * 4)
    .as('hit');
  const [rows, categories] = await Promise.all([
    typed
      .selectFrom(hit)
      .innerJoin('products as p', 'p.id', 'hit.id')
      .select(['p.id', 'p.name', sql<string | null>`p.images->>0`.as('image')])
      .orderBy(orderByColumns(keys, 'hit'))
      .execute(),
    categoryList(db),
  ]);
  const products: ProductMention[] = [];
  for (const row of rows) {
    if (products.some((product) => product.name === row.name)) continue;
    products.push({ _id: row.id, name: row.name, image: row.image });
    if (products.length === SUGGEST_LIMIT.products) break;
  }
  const matching: Category[] = categories
    .filter((category) => termsStartWords(terms, `${category.name} ${category.name_en ?? ''}`))
    .slice(0, SUGGEST_LIMIT.categories);
  return { products, categories: matching };
}

/** Visible products of the same category, best sellers first; null when the product is not visible. */
export async function productRelated(db: Db, productId: string, limit: number, now: number): Promise<ProductSummary[] | null> {
  const typed = typedDb(db);
  const product = await typed.selectFrom('products').select('category_id').where('id', '=', productId).where('listed', '=', true).executeTakeFirst();
  if (!product) return null;
  const rows = await typed
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(summaryColumns)
    .where('p.listed', '=', true)
    .where('p.category_id', '=', product.category_id)
    .where('p.id', '<>', productId)
    .orderBy('p.sold', 'desc')
    .orderBy('p.position')
    .limit(limit)
    .execute();
  return summariesPriced(db, rows.map(summaryJson), now);
}

