import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { catalogueGenerate } from './catalogue-generate.js';
import { REASON_SEEDS } from './reason-data.js';
import { insertBatches } from './rows-insert.js';

/**
 * What a production database starts with instead of the demo (issue 26): the platform's own
 * lists, without which no seller could file a product and no buyer give a reason, and nothing
 * a shop or a buyer would have made. The categories are the demo's (same ids and pictures), so
 * a database seeded either way speaks of the same categories. Each list only when it is empty;
 * the lock makes two processes starting together fill it once.
 */
export async function referenceSeedIfEmpty(db: Db): Promise<{ categories: number; reasons: number }> {
  return db.transaction(async (tx) => {
    const typed = typedDb(tx);
    await typed.selectNoFrom(sql<string>`pg_advisory_xact_lock(hashtext(current_schema() || '.seed'))`.as('locked')).execute();
    const present = await typed
      .selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('categories').select(sql.lit(1).as('one'))).$castTo<boolean>().as('categories'),
        eb
          .exists(eb.selectFrom('reasons').select(sql.lit(1).as('one')).where('type', 'in', ['cancel', 'refund']))
          .$castTo<boolean>()
          .as('reasons'),
      ])
      .executeTakeFirst();
    const categories = present?.categories ? [] : catalogueGenerate().categories;
    const categoryRows = categories.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: category.name,
      name_en: category.name_en,
      vertical: category.vertical,
      image: category.image,
      position: category.position,
    }));
    for (const batch of insertBatches(categoryRows)) await typed.insertInto('categories').values(batch).execute();
    const reasons = present?.reasons ? [] : REASON_SEEDS;
    const reasonRows = reasons.map((reason, position) => ({ id: reason.id, type: reason.type, position, name_vi: reason.vi, name_en: reason.en }));
    for (const batch of insertBatches(reasonRows)) await typed.insertInto('reasons').values(batch).execute();
    return { categories: categories.length, reasons: reasons.length };
  });
}
