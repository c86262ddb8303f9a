import { SellerAccountSchema, accountStatusOf, type SellerAccount, type ShopApplicationStatus } from '@modavi/core';
import type { Db } from '../db/db.js';
import type { UserRecord } from '../auth/users.js';

interface SellerRow {
  shop_id: string | null;
  shop_name: string | null;
  shop_avatar: string | null;
  shop_country: string | null;
  status: ShopApplicationStatus | null;
  reject_reason: string | null;
  submitted_at: string | null;
}

/** The shop an account owns, if any: the seller area's 'which shop am I'. */
export async function ownedShopId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM shops WHERE owner_user_id = $1', [userId]);
  return row?.id ?? null;
}

/** The seller side of an account: its shop, its application and the status they imply. */
export async function sellerAccountOf(db: Db, user: UserRecord): Promise<SellerAccount> {
  const [row] = await db.query<SellerRow>(
    `SELECT s.id AS shop_id, s.name AS shop_name, s.avatar AS shop_avatar, s.country AS shop_country,
            a.status, a.reject_reason, to_char(a.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at
       FROM (SELECT $1::text AS user_id) u
       LEFT JOIN shops s ON s.owner_user_id = u.user_id
       LEFT JOIN shop_applications a ON a.user_id = u.user_id`,
    [user.id],
  );
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
