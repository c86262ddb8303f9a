import { uploadedImageIds } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/**
 * The position (from 1) of the first image that is not an upload of this server (core's
 * uploadedImageIds) still on record and, with `ownerId`, uploaded by that owner; null when
 * every one is. A seller's token has no upload session of its own, so its evidence is held to
 * existing uploads only (`ownerId` null).
 */
export async function uploadedImagesRefusal(db: Db, urls: readonly string[], ownerId: string | null): Promise<number | null> {
  const read = uploadedImageIds(urls);
  if ('invalidAt' in read) return read.invalidAt;
  if (read.ids.length === 0) return null;
  const rows = await typedDb(db)
    .selectFrom('uploads')
    .select('id')
    .where('id', 'in', read.ids)
    .$if(ownerId !== null, (qb) => qb.where('owner_id', '=', ownerId ?? ''))
    .execute();
  const known = new Set(rows.map((row) => row.id));
  const missing = read.ids.findIndex((id) => !known.has(id));
  return missing === -1 ? null : missing + 1;
}
