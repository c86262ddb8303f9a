import type { SearchParams, SearchSort } from '@modavi/core';
import { expressionBuilder, sql, type AliasedExpression, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { TypedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

/**
 * The text-search query for folded terms: every word must start a word of the document
 * ('ao so mi' -> 'ao':* & 'so':* & 'mi':*), so a word typed halfway already finds. Terms come
 * from core's searchTerms: letters and digits only, so quoting them is enough.
 */
export const searchTsQuery = (terms: readonly string[]): string => terms.map((term) => `'${term}':*`).join(' & ');

/**
 * Where a list's rows come from, as alias x with the same column names either way. With words:
 * the search table alone (its GIN index finds the words; a product not indexed yet is not found
 * by words). Without: the products with their shop's country, so every visible product lists.
 * `id` and `country` name the source's columns (from this closed set, never from a request).
 */
export interface SearchSource {
  readonly words: boolean;
  readonly id: 'x.product_id' | 'x.id';
  readonly country: 'x.country' | 'xs.country';
}

export const searchSource = (terms: readonly string[]): SearchSource =>
  terms.length > 0 ? { words: true, id: 'x.product_id', country: 'x.country' } : { words: false, id: 'x.id', country: 'xs.country' };

/** The tables a search reads as x: the search table, or the products (with their shop as xs). */
export type SearchTables = DB & { x: DB['product_search'] | DB['products']; xs: DB['shops'] };

/**
 * A source's rows, nothing selected yet. Its columns are named through `x(...)` fragments only
 * (the sources share the names the conditions and keys use), so one type serves every source.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's "nothing selected yet"
export type SearchRows = SelectQueryBuilder<SearchTables, 'x' | 'xs', {}>;

/**
 * The rows of a source, before any condition: the search table as x, or the products as x,
 * joined to their shop (xs) only to filter by its country, so a plain count reads products alone.
 */
export function searchFrom(typed: TypedDb, terms: readonly string[], params: SearchParams): SearchRows {
  if (searchSource(terms).words) return typed.selectFrom('product_search as x');
  const products = typed.selectFrom('products as x');
  return params.country === undefined ? products : products.innerJoin('shops as xs', 'xs.id', 'x.shop_id');
}

/** A column of the source's rows (x), named by this module only. */
const x = (column: string) => sql.ref(`x.${column}`);

/**
 * Conditions on a source's rows that pass every filter and, unless `words` is false (the caller
 * matches the words another way), contain the words.
 */
export function searchConditions(params: SearchParams, terms: readonly string[], words = true): Expression<SqlBool> {
  const source = searchSource(terms);
  // The search copy's `hidden` is "not listed" (migration 025); the products table has `listed` itself.
  const where: RawBuilder<unknown>[] = [source.words ? sql`NOT ${x('hidden')}` : sql`${x('listed')}`];
  if (source.words && words) where.push(sql`${x('document')} @@ to_tsquery('simple', ${searchTsQuery(terms)})`);
  if (params.category_id !== undefined) where.push(sql`${x('category_id')} = ${params.category_id}`);
  if (params.shop_id !== undefined) where.push(sql`${x('shop_id')} = ${params.shop_id}`);
  if (params.shop_category_id !== undefined) {
    // A hidden shop category lists nothing to buyers, like a missing one.
    const eb = expressionBuilder<DB>();
    const listed = eb
      .selectFrom('shop_category_products as scp')
      .innerJoin('shop_categories as sc', 'sc.id', 'scp.shop_category_id')
      .select(sql.lit(1).as('one'))
      .where('scp.product_id', '=', sql.ref<string>(source.id))
      .where('sc.id', '=', params.shop_category_id)
      .where('sc.status', '=', 'show');
    where.push(sql`${eb.exists(listed)}`);
  }
  if (params.price_min !== undefined) where.push(sql`${x('sale_price')} >= ${params.price_min}`);
  if (params.price_max !== undefined) where.push(sql`${x('sale_price')} <= ${params.price_max}`);
  if (params.country !== undefined) where.push(sql`${sql.ref(source.country)} = ${params.country}`);
  if (params.rating_min !== undefined) where.push(sql`${x('rating')} >= ${params.rating_min}`);
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/**
 * How well a product matches: the text-search rank (name words weigh more than category
 * words), plus a bonus when the typed words appear in that order in the name, and another
 * when the name starts with them ('ao so mi' ranks "Áo sơ mi lụa" above "Áo khoác ... sơ mi").
 */
export function searchRank(terms: readonly string[]): RawBuilder<number> {
  const phrase = terms.join(' ');
  return sql<number>`(ts_rank(${x('document')}, to_tsquery('simple', ${searchTsQuery(terms)}))
    + CASE WHEN ' ' || ${x('name_fold')} LIKE ${`% ${phrase}%`} THEN 1 ELSE 0 END
    + CASE WHEN ${x('name_fold')} LIKE ${`${phrase}%`} THEN 0.5 ELSE 0 END)`;
}

/** One sort key: an expression over the source's rows and its direction. */
export interface SortKey {
  readonly expression: Expression<unknown>;
  readonly descending: boolean;
}

const key = (expression: Expression<unknown>, descending = false): SortKey => ({ expression, descending });

/** The sort keys of a list; position (unique, creation order) last so pages never overlap. */
export function searchOrder(sort: SearchSort, terms: readonly string[]): readonly SortKey[] {
  switch (sort) {
    case 'relevance':
      return terms.length > 0
        ? [key(searchRank(terms), true), key(x('sold'), true), key(x('position'))]
        : [key(x('sold'), true), key(x('position'))];
    case 'newest':
      return [key(x('created_at'), true), key(x('position'), true)];
    case 'best_selling':
      return [key(x('sold'), true), key(x('position'))];
    case 'price_asc':
      return [key(x('sale_price')), key(x('position'))];
    case 'price_desc':
      return [key(x('sale_price'), true), key(x('position'))];
  }
}

const direction = (sortKey: SortKey) => (sortKey.descending ? sql` DESC` : sql``);

/** The keys as ORDER BY items, as written. */
export const orderByKeys = (keys: readonly SortKey[]): RawBuilder<unknown> => sql.join(keys.map((sortKey) => sql`${sortKey.expression}${direction(sortKey)}`));

/**
 * The keys as ORDER BY items over keyColumns' output columns k0, k1, ...: of this query (`on`
 * null; each key is computed once, the rank included) or of the inner query aliased `on`.
 */
export const orderByColumns = (keys: readonly SortKey[], on: string | null): RawBuilder<unknown> =>
  sql.join(keys.map((sortKey, index) => sql`${sql.ref(on === null ? `k${index}` : `${on}.k${index}`)}${direction(sortKey)}`));

/** The keys as output columns k0, k1, ... of an inner query, so the outer one can order by them. */
export const keyColumns = (keys: readonly SortKey[]): AliasedExpression<unknown, string>[] =>
  keys.map((sortKey, index) => sql`${sortKey.expression}`.as(`k${index}`));
