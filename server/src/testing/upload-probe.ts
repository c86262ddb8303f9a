import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { tokenDigest } from '../sessions/token-digest.js';

/**
 * An upload on record for the owner of `token` (or for `ownerId` as given), as
 * `POST api/v1/image` would leave it, without the file: its URL, for bodies that reference images.
 */
export async function uploadOnRecord(db: Db, owner: { readonly token: string } | { readonly ownerId: string }): Promise<string> {
  let ownerId: string;
  if ('token' in owner) {
    const [session] = await db.query<{ owner_id: string }>('SELECT owner_id FROM sessions WHERE token_hash = $1', [tokenDigest(owner.token)]);
    if (!session) throw new Error('no session for this token');
    ownerId = session.owner_id;
  } else {
    ownerId = owner.ownerId;
  }
  const id = randomBytes(12).toString('hex');
  await db.query(`INSERT INTO uploads (id, owner_id, file_name, mime, bytes) VALUES ($1, $2, $3, 'image/png', 68)`, [id, ownerId, `${id}.png`]);
  return `/media/uploads/${id}.png`;
}
