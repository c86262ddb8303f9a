import { textWords } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/** Products indexed per statement: one jsonb parameter each, like the seed's inserts. */
export const SEARCH_INDEX_BATCH = 2_000;

/**
 * Folded text as the search table holds it: core's folding (no diacritics, lower case, đ as
 * d), words joined by one space, so a phrase can be matched with LIKE and the 'simple' text
 * search configuration splits it into exactly these words.
 */
export const searchFold = (text: string): string => textWords(text).join(' ');

/**
 * Adds the search row of every product that lacks one (new products, renamed or moved ones,
 * a catalogue from before the search existed), in batches, and answers how many it added.
 * Every write of a product's name or category must be followed by a call; the seed makes one
 * on each start. A row is only added if the name and category are still those that were
 * folded, so a rename racing with a refresh stays missing for the next call instead of
 * getting an old fold.
 */
export async function searchIndexRefresh(db: Db): Promise<number> {
  const typed = typedDb(db);
  let added = 0;
  for (;;) {
    const missing = await typed
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.name', 'p.category_id', 'c.name as category_name', 'c.name_en as category_name_en'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('product_search as ps').select(sql.lit(1).as('one')).whereRef('ps.product_id', '=', 'p.id'))))
      .orderBy('p.position')
      .limit(SEARCH_INDEX_BATCH)
      .execute();
    if (missing.length === 0) return added;
    const rows = missing.map((row) => ({
      id: row.id,
      name: row.name,
      category_id: row.category_id,
      name_fold: searchFold(row.name),
      category_fold: searchFold(`${row.category_name} ${row.category_name_en ?? ''}`),
    }));
    // The batch as one jsonb parameter, read back as rows (jsonb_to_recordset).
    const batch = sql<{ id: string; name: string; category_id: string; name_fold: string; category_fold: string }>`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`.as<'r'>(
      sql`r(id text, name text, category_id text, name_fold text, category_fold text)`,
    );
    const inserted = await typed
      .insertInto('product_search')
      .columns(['product_id', 'name_fold', 'document', 'hidden', 'category_id', 'shop_id', 'country', 'sale_price', 'rating', 'sold', 'position', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom(batch)
          .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'r.id').onRef('p.name', '=', 'r.name').onRef('p.category_id', '=', 'r.category_id'))
          .innerJoin('shops as s', 's.id', 'p.shop_id')
          .select([
            'r.id',
            'r.name_fold',
            sql<string>`setweight(to_tsvector('simple', r.name_fold), 'A') || setweight(to_tsvector('simple', r.category_fold), 'B')`.as('document'),
            sql<boolean>`NOT p.listed`.as('hidden'),
            'p.category_id',
            'p.shop_id',
            's.country',
            'p.sale_price',
            'p.rating',
            'p.sold',
            'p.position',
            'p.created_at',
          ]),
      )
      .onConflict((oc) => oc.column('product_id').doNothing())
      .returning('product_id')
      .execute();
    added += inserted.length;
    // Rows that changed under us stay missing; leave them to the next call rather than spin.
    if (inserted.length === 0 || missing.length < SEARCH_INDEX_BATCH) return added;
  }
}
