import { textWords } from '@modavi/core';
import type { Db } from '../db/db.js';

/** Products indexed per statement: one jsonb parameter each, like the seed's inserts. */
export const SEARCH_INDEX_BATCH = 2_000;

interface MissingRow {
  readonly id: string;
  readonly name: string;
  readonly category_id: string;
  readonly category_name: string;
  readonly category_name_en: string | null;
}

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
  let added = 0;
  for (;;) {
    const missing = await db.query<MissingRow>(
      `SELECT p.id, p.name, p.category_id, c.name AS category_name, c.name_en AS category_name_en
       FROM products p JOIN categories c ON c.id = p.category_id
       WHERE NOT EXISTS (SELECT 1 FROM product_search ps WHERE ps.product_id = p.id)
       ORDER BY p.position LIMIT $1`,
      [SEARCH_INDEX_BATCH],
    );
    if (missing.length === 0) return added;
    const rows = missing.map((row) => ({
      id: row.id,
      name: row.name,
      category_id: row.category_id,
      name_fold: searchFold(row.name),
      category_fold: searchFold(`${row.category_name} ${row.category_name_en ?? ''}`),
    }));
    const inserted = await db.query<{ product_id: string }>(
      `INSERT INTO product_search (product_id, name_fold, document, hidden, category_id, shop_id, country, sale_price, rating, sold, position, created_at)
       SELECT r.id, r.name_fold, setweight(to_tsvector('simple', r.name_fold), 'A') || setweight(to_tsvector('simple', r.category_fold), 'B'),
         NOT p.listed, p.category_id, p.shop_id, s.country, p.sale_price, p.rating, p.sold, p.position, p.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, category_id text, name_fold text, category_fold text)
       JOIN products p ON p.id = r.id AND p.name = r.name AND p.category_id = r.category_id
       JOIN shops s ON s.id = p.shop_id
       ON CONFLICT (product_id) DO NOTHING
       RETURNING product_id`,
      [JSON.stringify(rows)],
    );
    added += inserted.length;
    // Rows that changed under us stay missing; leave them to the next call rather than spin.
    if (inserted.length === 0 || missing.length < SEARCH_INDEX_BATCH) return added;
  }
}
