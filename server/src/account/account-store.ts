import {
  AccountSettingsSchema,
  NotificationPrefsSchema,
  PaymentInfoSchema,
  profileInitial,
  profileNameShown,
  type AccountSettings,
  type ProfileUpdate,
  type PublicProfile,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { userSessionsRevoke } from '../sessions/session-store.js';

export async function profileWrite(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  await db.query(
    `UPDATE users SET name = $2, email = $3, phone = $4, gender = $5, date_of_birth = $6::date, id_number = $7, body_measurements = $8::jsonb
     WHERE id = $1`,
    [
      userId,
      update.name,
      update.email ?? null,
      update.phone ?? null,
      update.gender ?? null,
      update.date_of_birth ?? null,
      update.id_number ?? null,
      update.body_measurements ? JSON.stringify(update.body_measurements) : null,
    ],
  );
}

/** Payment information and notification choices; none stored reads as none chosen / everything on. */
export async function settingsRead(db: Db, userId: string): Promise<AccountSettings> {
  const [row] = await db.query<{ payment_info: unknown; notification_prefs: unknown }>(
    `SELECT payment_info, notification_prefs FROM users WHERE id = $1`,
    [userId],
  );
  return AccountSettingsSchema.parse({ payment: row?.payment_info ?? {}, notifications: row?.notification_prefs ?? {} });
}

export async function settingsWrite(db: Db, userId: string, settings: AccountSettings): Promise<void> {
  await db.query(`UPDATE users SET payment_info = $2::jsonb, notification_prefs = $3::jsonb WHERE id = $1`, [
    userId,
    JSON.stringify(PaymentInfoSchema.parse(settings.payment)),
    JSON.stringify(NotificationPrefsSchema.parse(settings.notifications)),
  ]);
}

/**
 * Deletes a buyer's account (spec: a buyer deletes after confirming). One transaction: the
 * personal data on the account is erased (name replaced, email, phone, password, birthday, ID,
 * measurements, avatar, settings cleared) and the row marked deleted, so the email and phone are free
 * again; addresses, social logins, cart lines, shop and people follows, favourites, saved
 * vouchers (which free their place in the voucher's saveable count), push tokens, and their community posts, comments, likes and bookmarks go; every
 * session is revoked.
 * Orders stay (the shops and the platform need them for accounting and refunds), still owned by
 * the now anonymous account id, with the delivery address they were shipped to.
 */
export async function accountErase(db: Db, userId: string, erasedName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET name = $2, email = NULL, phone = NULL, email_verified_at = NULL, phone_verified_at = NULL, password_hash = NULL, gender = NULL, date_of_birth = NULL,
         id_number = NULL, body_measurements = NULL, avatar = NULL, payment_info = NULL, notification_prefs = NULL, deleted_at = now()
       WHERE id = $1`,
      [userId, erasedName],
    );
    await tx.query(`DELETE FROM addresses WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM user_identities WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM user_follows WHERE follower_id = $1 OR followee_id = $1`, [userId]);
    await tx.query(`DELETE FROM cart_lines WHERE owner_id = $1`, [userId]);
    await tx.query(`DELETE FROM favourites WHERE owner_id = $1`, [userId]);
    // Their posts, comments, likes and bookmarks go with the person (the tables cascade from the post).
    await tx.query(`DELETE FROM community_posts WHERE author_id = $1`, [userId]);
    await tx.query(`DELETE FROM community_comments WHERE author_id = $1`, [userId]);
    await tx.query(`DELETE FROM community_post_likes WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM community_post_bookmarks WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM community_post_shares WHERE owner_id = $1`, [userId]);
    await tx.query(`DELETE FROM voucher_saves WHERE owner_id = $1`, [userId]);
    await tx.query(`DELETE FROM push_tokens WHERE user_id = $1`, [userId]);
    const follows = await tx.query<{ shop_id: string }>(`DELETE FROM shop_follows WHERE owner_id = $1 RETURNING shop_id`, [userId]);
    for (const follow of follows) await tx.query(`UPDATE shops SET followers = greatest(followers - 1, 0) WHERE id = $1`, [follow.shop_id]);
    // Through the session store, so the account's chat sockets are disconnected too.
    await userSessionsRevoke(tx, userId);
  });
}

/**
 * A live person's wall; null for an unknown or deleted account. `following` counts the shops
 * and the live people they follow, `followers` the live people following them.
 */
export async function wallRead(db: Db, userId: string, viewerId: string | null): Promise<PublicProfile | null> {
  const [row] = await db.query<{
    id: string;
    name: string;
    avatar: string | null;
    joined_at: number | string;
    following: number | string;
    followers: number | string;
    followed: boolean;
  }>(
    `SELECT u.id, u.name, u.avatar, (extract(epoch FROM u.created_at) * 1000)::float8 AS joined_at,
       (SELECT count(*) FROM shop_follows f WHERE f.owner_id = u.id)
         + (SELECT count(*) FROM user_follows f JOIN users p ON p.id = f.followee_id AND p.deleted_at IS NULL WHERE f.follower_id = u.id) AS following,
       (SELECT count(*) FROM user_follows f JOIN users p ON p.id = f.follower_id AND p.deleted_at IS NULL WHERE f.followee_id = u.id) AS followers,
       EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $2 AND f.followee_id = u.id) AS followed
     FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId, viewerId],
  );
  if (!row) return null;
  const isSelf = viewerId === row.id;
  return {
    _id: row.id,
    name: profileNameShown(row.name, isSelf),
    initial: profileInitial(row.name),
    avatar: row.avatar,
    joined_at: Math.round(Number(row.joined_at)),
    following: Number(row.following),
    followers: Number(row.followers),
    is_self: isSelf,
    followed_by_viewer: row.followed === true,
  };
}

/** Follows (or stops following) a live person; false when there is no such person. Idempotent. */
export async function personFollowSet(db: Db, followerId: string, personId: string, follow: boolean): Promise<boolean> {
  const [person] = await db.query<{ id: string }>(`SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL`, [personId]);
  if (!person) return false;
  if (follow) await db.query(`INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [followerId, personId]);
  else await db.query(`DELETE FROM user_follows WHERE follower_id = $1 AND followee_id = $2`, [followerId, personId]);
  return true;
}

/**
 * Points the profile at an image the account uploaded itself (or at none). False when the
 * upload is not the account's: an avatar cannot borrow someone else's picture.
 */
export async function avatarWrite(db: Db, userId: string, avatar: { readonly url: string; readonly uploadId: string } | null): Promise<boolean> {
  if (avatar) {
    const [owned] = await db.query<{ id: string }>(`SELECT id FROM uploads WHERE id = $1 AND owner_id = $2`, [avatar.uploadId, userId]);
    if (!owned) return false;
  }
  await db.query(`UPDATE users SET avatar = $2 WHERE id = $1`, [userId, avatar?.url ?? null]);
  return true;
}
