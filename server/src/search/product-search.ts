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
import type { Db } from '../db/db.js';
import { categoryList } from '../catalogue/category-queries.js';
import { SUMMARY_COLUMNS_SQL, summaryJson, type SummaryRow } from '../catalogue/product-queries.js';
import { summariesPriced } from '../promotions/promotion-prices.js';
import { searchFold } from './search-index.js';
import { searchCandidates } from './search-candidates.js';
import { SqlParams, keyColumns, orderBy, searchConditions, searchOrder, searchSource } from './search-sql.js';

export interface ProductSearchQuery extends SearchParams {
  readonly page: number;
  readonly limit: number;
}

export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * The statements of a search: its page of rows and its total (exported for the plan test).
 * The page is chosen on the source's narrow rows (ids and sort keys only), then only its rows
 * are joined with the product and shop columns a card needs. A word search in relevance order
 * counts its candidates in the page's own statement (`total` on each row, `counted`): it has
 * read them all to rank them, and a second statement cost as much again (planning, and the
 * candidates read twice); `count` then serves only a page past the end, which has no row.
 */
export function productSearchStatements(query: ProductSearchQuery): {
  readonly list: Statement;
  readonly count: Statement;
  readonly counted: boolean;
} {
  const terms = searchTerms(query.q ?? '');
  const sort = query.sort ?? SEARCH_SORT_DEFAULT;
  const source = searchSource(terms, query);
  // Words in relevance order rank, count and page their candidates only (the filters are inside).
  const ranked = terms.length > 0 && sort === 'relevance';
  const rows = (sql: SqlParams) =>
    ranked ? { from: searchCandidates(query, terms, sql), where: 'true' } : { from: source.from, where: searchConditions(query, terms, sql) };
  const list = new SqlParams();
  const { from, where } = rows(list);
  const keys = searchOrder(sort, terms, list);
  const limit = list.add(query.limit);
  const offset = list.add((query.page - 1) * query.limit);
  const count = new SqlParams();
  const countedRows = rows(count);
  // Counted before the LIMIT: a window function sees every row of its statement.
  const total = ranked ? { inner: ', count(*) OVER ()::int AS total', outer: ', hit.total' } : { inner: '', outer: '' };
  return {
    list: {
      text: `SELECT ${SUMMARY_COLUMNS_SQL}${total.outer}
       FROM (SELECT ${source.id} AS id, ${keyColumns(keys)}${total.inner} FROM ${from} WHERE ${where}
             ORDER BY ${orderBy(keys, null)} LIMIT ${limit} OFFSET ${offset}) hit
       JOIN products p ON p.id = hit.id JOIN shops s ON s.id = p.shop_id
       ORDER BY ${orderBy(keys, 'hit')}`,
      values: list.values,
    },
    count: { text: `SELECT count(*)::int AS total FROM ${countedRows.from} WHERE ${countedRows.where}`, values: count.values },
    counted: ranked,
  };
}

/**
 * A page of products matching the words (diacritics and case ignored, each word a prefix)
 * and the filters, in the asked order. Without words every visible product matches, so the
 * category and seller pages list through here too.
 */
export async function productSearch(db: Db, query: ProductSearchQuery, now: number): Promise<ProductPage> {
  const { list, count, counted } = productSearchStatements(query);
  const totalOf = async () => (await db.query<{ total: number }>(count.text, count.values))[0]?.total ?? 0;
  let rows: (SummaryRow & { total?: number })[];
  let total: number;
  if (counted) {
    rows = await db.query<SummaryRow & { total: number }>(list.text, list.values);
    // No row: nothing matched, or the page lies past the end (then the count says how many did).
    total = rows[0]?.total ?? (query.page > 1 ? await totalOf() : 0);
  } else {
    [rows, total] = await Promise.all([db.query<SummaryRow>(list.text, list.values), totalOf()]);
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
  const sql = new SqlParams();
  const candidates = searchCandidates({}, terms, sql, SUGGEST_RANK_CANDIDATES, false);
  const keys = searchOrder('relevance', terms, sql);
  // More rows than shown: the seed (and real shops) repeat names, and repeats are dropped.
  const limit = sql.add(SUGGEST_LIMIT.products * 4);
  const [rows, categories] = await Promise.all([
    db.query<{ id: string; name: string; image: string | null }>(
      `SELECT p.id, p.name, p.images->>0 AS image
       FROM (SELECT x.product_id AS id, ${keyColumns(keys)}
             FROM ${candidates} ORDER BY ${orderBy(keys, null)} LIMIT ${limit}) hit
       JOIN products p ON p.id = hit.id ORDER BY ${orderBy(keys, 'hit')}`,
      sql.values,
    ),
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
  const [product] = await db.query<{ category_id: string }>('SELECT category_id FROM products WHERE id = $1 AND listed', [productId]);
  if (!product) return null;
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS_SQL} FROM products p JOIN shops s ON s.id = p.shop_id
     WHERE p.listed AND p.category_id = $1 AND p.id <> $2 ORDER BY p.sold DESC, p.position LIMIT $3`,
    [product.category_id, productId, limit],
  );
  return summariesPriced(db, rows.map(summaryJson), now);
}

