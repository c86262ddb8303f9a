import type { SearchParams, SearchSort } from '@modavi/core';

/** Positional parameters collected while a statement is built ($1, $2, ... in order). */
export class SqlParams {
  readonly values: unknown[] = [];
  /** The placeholder of a new parameter holding `value`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

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
 */
export interface SearchSource {
  readonly from: string;
  readonly id: string;
  readonly country: string;
}

export const searchSource = (terms: readonly string[], params: SearchParams): SearchSource => {
  if (terms.length > 0) return { from: 'product_search x', id: 'x.product_id', country: 'x.country' };
  // The shop is joined only to filter by its country: a plain count then reads products alone.
  const from = params.country === undefined ? 'products x' : 'products x JOIN shops xs ON xs.id = x.shop_id';
  return { from, id: 'x.id', country: 'xs.country' };
};

/**
 * Conditions on a source's rows that pass every filter and, unless `words` is false (the caller
 * matches the words another way), contain the words.
 */
export function searchConditions(params: SearchParams, terms: readonly string[], sql: SqlParams, words = true): string {
  const source = searchSource(terms, params);
  // The search copy's `hidden` is "not listed" (migration 025); the products table has `listed` itself.
  const where = [terms.length > 0 ? 'NOT x.hidden' : 'x.listed'];
  if (terms.length > 0 && words) where.push(`x.document @@ to_tsquery('simple', ${sql.add(searchTsQuery(terms))})`);
  if (params.category_id !== undefined) where.push(`x.category_id = ${sql.add(params.category_id)}`);
  if (params.shop_id !== undefined) where.push(`x.shop_id = ${sql.add(params.shop_id)}`);
  if (params.shop_category_id !== undefined) {
    // A hidden shop category lists nothing to buyers, like a missing one.
    where.push(`EXISTS (SELECT 1 FROM shop_category_products scp JOIN shop_categories sc ON sc.id = scp.shop_category_id
      WHERE scp.product_id = ${source.id} AND sc.id = ${sql.add(params.shop_category_id)} AND sc.status = 'show')`);
  }
  if (params.price_min !== undefined) where.push(`x.sale_price >= ${sql.add(params.price_min)}`);
  if (params.price_max !== undefined) where.push(`x.sale_price <= ${sql.add(params.price_max)}`);
  if (params.country !== undefined) where.push(`${source.country} = ${sql.add(params.country)}`);
  if (params.rating_min !== undefined) where.push(`x.rating >= ${sql.add(params.rating_min)}`);
  return where.join(' AND ');
}

/**
 * How well a product matches: the text-search rank (name words weigh more than category
 * words), plus a bonus when the typed words appear in that order in the name, and another
 * when the name starts with them ('ao so mi' ranks "Áo sơ mi lụa" above "Áo khoác ... sơ mi").
 */
export function searchRank(terms: readonly string[], sql: SqlParams): string {
  const phrase = terms.join(' ');
  return `(ts_rank(x.document, to_tsquery('simple', ${sql.add(searchTsQuery(terms))}))
    + CASE WHEN ' ' || x.name_fold LIKE ${sql.add(`% ${phrase}%`)} THEN 1 ELSE 0 END
    + CASE WHEN x.name_fold LIKE ${sql.add(`${phrase}%`)} THEN 0.5 ELSE 0 END)`;
}

/** One sort key: an expression over the source's rows and its direction. */
export interface SortKey {
  readonly expression: string;
  readonly descending: boolean;
}

const key = (expression: string, descending = false): SortKey => ({ expression, descending });

/** The sort keys of a list; position (unique, creation order) last so pages never overlap. */
export function searchOrder(sort: SearchSort, terms: readonly string[], sql: SqlParams): readonly SortKey[] {
  switch (sort) {
    case 'relevance':
      return terms.length > 0
        ? [key(searchRank(terms, sql), true), key('x.sold', true), key('x.position')]
        : [key('x.sold', true), key('x.position')];
    case 'newest':
      return [key('x.created_at', true), key('x.position', true)];
    case 'best_selling':
      return [key('x.sold', true), key('x.position')];
    case 'price_asc':
      return [key('x.sale_price'), key('x.position')];
    case 'price_desc':
      return [key('x.sale_price', true), key('x.position')];
  }
}

/** ORDER BY over the keys, as written (`on` = null) or as the inner query's output columns k0, k1, ... of alias `on`. */
export const orderBy = (keys: readonly SortKey[], on: string | null): string =>
  keys.map((sortKey, index) => `${on === null ? sortKey.expression : `${on}.k${index}`}${sortKey.descending ? ' DESC' : ''}`).join(', ');

/** The keys as output columns k0, k1, ... of an inner query, so the outer one can order by them. */
export const keyColumns = (keys: readonly SortKey[]): string => keys.map((sortKey, index) => `${sortKey.expression} AS k${index}`).join(', ');
