import { SEARCH_RANK_CANDIDATES, type SearchParams } from '@modavi/core';
import { sql, type Selectable } from 'kysely';
import type { TypedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { searchConditions } from './search-sql.js';

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
  typed: TypedDb,
  params: SearchParams,
  terms: readonly string[],
  cap: number = SEARCH_RANK_CANDIDATES,
  inNameOrder = true,
) {
  const starts = `${terms.join(' ')}%`;
  const starting = typed
    .selectFrom('product_search as x')
    .selectAll('x')
    .where(searchConditions(params, terms, false))
    .where('x.name_fold', 'like', starts)
    .$if(inNameOrder, (qb) => qb.orderBy(sql`x.name_fold USING ~<~`))
    .limit(cap);
  const others = typed.selectFrom('product_search as x').selectAll('x').where(searchConditions(params, terms)).where('x.name_fold', 'not like', starts).limit(cap);
  // Each part keeps its own ORDER BY and LIMIT: a query inside the template is parenthesised.
  const parts = sql<Selectable<DB['product_search']>>`(${starting} UNION ALL ${others})`.as('candidates');
  return typed.selectFrom(parts).selectAll().limit(cap).as('x');
}
