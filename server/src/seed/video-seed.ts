import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { SEED_VIDEO_URL } from '../media/video-files.js';

/** Every this-many-th product of the feed has the seed's video (by position: no random draw). */
export const SEED_VIDEO_EVERY = 25;

/**
 * Gives some seeded products a video (spec: a product has images and at most one video). Runs
 * on a catalogue seeded before videos existed too; products that already have one keep it.
 */
export async function videoSeed(db: Db): Promise<void> {
  await typedDb(db)
    .updateTable('products')
    .set({ video: SEED_VIDEO_URL })
    .where('video', 'is', null)
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom((inner) =>
            inner.selectFrom('products').select(['id', sql<number>`row_number() OVER (ORDER BY position)`.as('n')]).as('ranked'),
          )
          .select('ranked.id')
          .where(sql<boolean>`(ranked.n - 1) % ${SEED_VIDEO_EVERY} = 0`),
      ),
    )
    .execute();
}
