import type { Db } from '../db/db.js';
import { SEED_VIDEO_URL } from '../media/video-files.js';

/** Every this-many-th product of the feed has the seed's video (by position: no random draw). */
export const SEED_VIDEO_EVERY = 25;

/**
 * Gives some seeded products a video (spec: a product has images and at most one video). Runs
 * on a catalogue seeded before videos existed too; products that already have one keep it.
 */
export async function videoSeed(db: Db): Promise<void> {
  await db.query(
    `UPDATE products SET video = $1
     WHERE video IS NULL AND id IN (
       SELECT id FROM (SELECT id, row_number() OVER (ORDER BY position) AS n FROM products) ranked WHERE (n - 1) % $2 = 0)`,
    [SEED_VIDEO_URL, SEED_VIDEO_EVERY],
  );
}
