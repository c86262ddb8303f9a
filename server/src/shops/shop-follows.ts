import type { ShopFollow } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';

/** Whether `ownerId` follows the shop, with its follower count; null when there is no such shop. */
export async function shopFollowGet(db: Db, ownerId: string, shopId: string): Promise<ShopFollow | null> {
  const row = await typedDb(db)
    .selectFrom('shops as s')
    .select((eb) => [
      's.followers',
      eb.exists(eb.selectFrom('shop_follows as f').select(sql.lit(1).as('one')).where('f.owner_id', '=', ownerId).whereRef('f.shop_id', '=', 's.id')).$castTo<boolean>().as('following'),
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
  return row ? { shop_id: shopId, following: row.following, followers: row.followers } : null;
}

/**
 * Follows or unfollows. Both are idempotent: the follower count moves only when the row was
 * really added or removed, in the same transaction, so it never drifts from the follows.
 */
export async function shopFollowSet(db: Db, ownerId: string, shopId: string, following: boolean): Promise<ShopFollow | null> {
  return db.transaction(async (tx) => {
    const typed = typedDb(tx);
    const shop = await typed.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().executeTakeFirst();
    if (!shop) return null;
    const changed = following
      ? await typed.insertInto('shop_follows').values({ owner_id: ownerId, shop_id: shopId }).onConflict((oc) => oc.doNothing()).returning('shop_id').execute()
      : await typed.deleteFrom('shop_follows').where('owner_id', '=', ownerId).where('shop_id', '=', shopId).returning('shop_id').execute();
    if (changed.length > 0) {
      await typed
        .updateTable('shops')
        .set((eb) => ({ followers: sql<number>`greatest(${eb.ref('followers')} + ${following ? 1 : -1}, 0)` }))
        .where('id', '=', shopId)
        .execute();
    }
    return shopFollowGet(tx, ownerId, shopId);
  });
}
