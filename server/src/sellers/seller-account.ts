import { SellerAccountSchema, accountStatusOf, type SellerAccount } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { UserRecord } from '../auth/users.js';
import { isoTime } from '../db/time-sql.js';

/** The shop an account owns, if any: the seller area's 'which shop am I'. */
export async function ownedShopId(db: Db, userId: string): Promise<string | null> {
  const row = await typedDb(db).selectFrom('shops').select('id').where('owner_user_id', '=', userId).executeTakeFirst();
  return row?.id ?? null;
}

/** The seller side of an account: its shop, its application and the status they imply. */
export async function sellerAccountOf(db: Db, user: UserRecord): Promise<SellerAccount> {
  const typed = typedDb(db);
  const row = await typed
    .selectFrom(typed.selectNoFrom(sql<string>`${user.id}::text`.as('user_id')).as('u'))
    .leftJoin('shops as s', 's.owner_user_id', 'u.user_id')
    .leftJoin('shop_applications as a', 'a.user_id', 'u.user_id')
    .select((eb) => [
      's.id as shop_id',
      's.name as shop_name',
      's.avatar as shop_avatar',
      's.country as shop_country',
      'a.status',
      'a.reject_reason',
      isoTime(eb.ref('a.submitted_at')).as('submitted_at'),
    ])
    .executeTakeFirst();
  const shop = row?.shop_id ? { _id: row.shop_id, name: row.shop_name ?? '', avatar: row.shop_avatar, country: row.shop_country ?? 'VN' } : null;
  const application = row?.status ? { status: row.status, reject_reason: row.reject_reason, submitted_at: row.submitted_at } : null;
  return SellerAccountSchema.parse({
    profile: user.profile,
    roles: user.roles,
    account_status: accountStatusOf(user.roles, application?.status ?? null),
    shop,
    application,
  });
}
