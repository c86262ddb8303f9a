import { SEARCH_RANK_CANDIDATES, type SearchParams } from '@modavi/core';
import { searchConditions, type SqlParams } from './search-sql.js';

/**
 * The rows a word search in relevance order ranks, as alias x with the search table's columns:
 * at most `cap` matches passing the filters, taken through the indexes with a
 * LIMIT so ranking, counting and paging read only them (ranking every match of a common word
 * cost 30 ms over 100,000 products). Names starting with the typed phrase come first, read
 * through the prefix index of migration 049, which also checks the filters (they earn the
 * largest bonus; such a name holds every term as a word's start, so it matches without the GIN
 * index, whose prefix scans of common words cost milliseconds), in name order so that the same
 * ones are taken whatever the plan (without an order the planner read the table from its start
 * for common phrases: 6,000 rows for "ao so mi"), then any other match through the GIN index.
 * UNION ALL keeps that order, and the outer LIMIT stops before the second part when the first fills it.
 * `inNameOrder` false takes them as the plan finds them, as suggestions always did (their cap is
 * below the seed's matches of a short word: which names they offer would change).
 */
export function searchCandidates(
  params: SearchParams,
  terms: readonly string[],
  sql: SqlParams,
  cap: number = SEARCH_RANK_CANDIDATES,
  inNameOrder = true,
): string {
  const limit = sql.add(cap);
  const starts = sql.add(`${terms.join(' ')}%`);
  return `(SELECT * FROM (
      (SELECT x.* FROM product_search x WHERE ${searchConditions(params, terms, sql, false)} AND x.name_fold LIKE ${starts}${inNameOrder ? ' ORDER BY x.name_fold USING ~<~' : ''} LIMIT ${limit})
      UNION ALL
      (SELECT x.* FROM product_search x WHERE ${searchConditions(params, terms, sql)} AND x.name_fold NOT LIKE ${starts} LIMIT ${limit})
    ) candidates LIMIT ${limit}) x`;
}
