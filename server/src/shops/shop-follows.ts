import type { ShopFollow } from '@modavi/core';
import type { Db } from '../db/db.js';

/** Whether `ownerId` follows the shop, with its follower count; null when there is no such shop. */
export async function shopFollowGet(db: Db, ownerId: string, shopId: string): Promise<ShopFollow | null> {
  const [row] = await db.query<{ followers: number; following: boolean }>(
    `SELECT s.followers, EXISTS (SELECT 1 FROM shop_follows f WHERE f.owner_id = $1 AND f.shop_id = s.id) AS following
     FROM shops s WHERE s.id = $2`,
    [ownerId, shopId],
  );
  return row ? { shop_id: shopId, following: row.following, followers: row.followers } : null;
}

/**
 * Follows or unfollows. Both are idempotent: the follower count moves only when the row was
 * really added or removed, in the same transaction, so it never drifts from the follows.
 */
export async function shopFollowSet(db: Db, ownerId: string, shopId: string, following: boolean): Promise<ShopFollow | null> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.query<{ id: string }>('SELECT id FROM shops WHERE id = $1 FOR UPDATE', [shopId]);
    if (!shop) return null;
    const changed = following
      ? await tx.query('INSERT INTO shop_follows (owner_id, shop_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING shop_id', [ownerId, shopId])
      : await tx.query('DELETE FROM shop_follows WHERE owner_id = $1 AND shop_id = $2 RETURNING shop_id', [ownerId, shopId]);
    if (changed.length > 0) {
      await tx.query('UPDATE shops SET followers = greatest(followers + $2, 0) WHERE id = $1', [shopId, following ? 1 : -1]);
    }
    return shopFollowGet(tx, ownerId, shopId);
  });
}
