import type { Db } from '../db/db.js';
import { catalogueGenerate } from './catalogue-generate.js';
import { REASON_SEEDS } from './reason-data.js';
import { rowsInsert } from './rows-insert.js';

/**
 * What a production database starts with instead of the demo (issue 26): the platform's own
 * lists, without which no seller could file a product and no buyer give a reason, and nothing
 * a shop or a buyer would have made. The categories are the demo's (same ids and pictures), so
 * a database seeded either way speaks of the same categories. Each list only when it is empty;
 * the lock makes two processes starting together fill it once.
 */
export async function referenceSeedIfEmpty(db: Db): Promise<{ categories: number; reasons: number }> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.seed'))`);
    const [present] = await tx.query<{ categories: boolean; reasons: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM categories) AS categories,
              EXISTS (SELECT 1 FROM reasons WHERE type IN ('cancel', 'refund')) AS reasons`,
    );
    const categories = present?.categories ? [] : catalogueGenerate().categories;
    await rowsInsert(
      tx,
      'categories',
      [['id', 'text'], ['slug', 'text'], ['name', 'text'], ['name_en', 'text'], ['vertical', 'text'], ['image', 'text'], ['position', 'integer']],
      categories,
    );
    const reasons = present?.reasons ? [] : REASON_SEEDS;
    await rowsInsert(
      tx,
      'reasons',
      [['id', 'text'], ['type', 'text'], ['position', 'integer'], ['name_vi', 'text'], ['name_en', 'text']],
      reasons.map((reason, position) => ({ id: reason.id, type: reason.type, position, name_vi: reason.vi, name_en: reason.en })),
    );
    return { categories: categories.length, reasons: reasons.length };
  });
}
