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
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { userSessionsRevoke } from '../sessions/session-store.js';
import { epochMs } from '../db/time-sql.js';

export async function profileWrite(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  const dateOfBirth = update.date_of_birth ?? null;
  await typedDb(db)
    .updateTable('users')
    .set({
      name: update.name,
      email: update.email ?? null,
      phone: update.phone ?? null,
      gender: update.gender ?? null,
      date_of_birth: sql<Date | null>`${dateOfBirth}::date`,
      id_number: update.id_number ?? null,
      body_measurements: update.body_measurements ? JSON.stringify(update.body_measurements) : null,
    })
    .where('id', '=', userId)
    .execute();
}

/** Payment information and notification choices; none stored reads as none chosen / everything on. */
export async function settingsRead(db: Db, userId: string): Promise<AccountSettings> {
  const row = await typedDb(db).selectFrom('users').select(['payment_info', 'notification_prefs']).where('id', '=', userId).executeTakeFirst();
  return AccountSettingsSchema.parse({ payment: row?.payment_info ?? {}, notifications: row?.notification_prefs ?? {} });
}

export async function settingsWrite(db: Db, userId: string, settings: AccountSettings): Promise<void> {
  await typedDb(db)
    .updateTable('users')
    .set({
      payment_info: JSON.stringify(PaymentInfoSchema.parse(settings.payment)),
      notification_prefs: JSON.stringify(NotificationPrefsSchema.parse(settings.notifications)),
    })
    .where('id', '=', userId)
    .execute();
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
    const typed = typedDb(tx);
    await typed
      .updateTable('users')
      .set({
        name: erasedName,
        email: null,
        phone: null,
        email_verified_at: null,
        phone_verified_at: null,
        password_hash: null,
        gender: null,
        date_of_birth: null,
        id_number: null,
        body_measurements: null,
        avatar: null,
        payment_info: null,
        notification_prefs: null,
        deleted_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .execute();
    await typed.deleteFrom('addresses').where('user_id', '=', userId).execute();
    await typed.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await typed
      .deleteFrom('user_follows')
      .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
      .execute();
    await typed.deleteFrom('cart_lines').where('owner_id', '=', userId).execute();
    await typed.deleteFrom('favourites').where('owner_id', '=', userId).execute();
    // Their posts, comments, likes and bookmarks go with the person (the tables cascade from the post).
    await typed.deleteFrom('community_posts').where('author_id', '=', userId).execute();
    await typed.deleteFrom('community_comments').where('author_id', '=', userId).execute();
    await typed.deleteFrom('community_post_likes').where('user_id', '=', userId).execute();
    await typed.deleteFrom('community_post_bookmarks').where('user_id', '=', userId).execute();
    await typed.deleteFrom('community_post_shares').where('owner_id', '=', userId).execute();
    await typed.deleteFrom('voucher_saves').where('owner_id', '=', userId).execute();
    await typed.deleteFrom('push_tokens').where('user_id', '=', userId).execute();
    const follows = await typed.deleteFrom('shop_follows').where('owner_id', '=', userId).returning('shop_id').execute();
    for (const follow of follows) {
      await typed
        .updateTable('shops')
        .set({ followers: sql<number>`greatest(followers - 1, 0)` })
        .where('id', '=', follow.shop_id)
        .execute();
    }
    // Through the session store, so the account's chat sockets are disconnected too.
    await userSessionsRevoke(tx, userId);
  });
}

/**
 * A live person's wall; null for an unknown or deleted account. `following` counts the shops
 * and the live people they follow, `followers` the live people following them.
 */
export async function wallRead(db: Db, userId: string, viewerId: string | null): Promise<PublicProfile | null> {
  const row = await typedDb(db)
    .selectFrom('users as u')
    .select((eb) => {
      // Follows of or by live people only (a deleted account's follows do not count).
      const liveFollows = (counted: 'f.follower_id' | 'f.followee_id', other: 'f.follower_id' | 'f.followee_id') =>
        eb
          .selectFrom('user_follows as f')
          .innerJoin('users as p', (join) => join.onRef('p.id', '=', other).on('p.deleted_at', 'is', null))
          .select(eb.fn.countAll().as('n'))
          .whereRef(counted, '=', 'u.id');
      const shopFollows = eb.selectFrom('shop_follows as f').select(eb.fn.countAll().as('n')).whereRef('f.owner_id', '=', 'u.id');
      return [
        'u.id',
        'u.name',
        'u.avatar',
        epochMs(eb.ref('u.created_at')).as('joined_at'),
        sql<number | string>`${shopFollows} + ${liveFollows('f.follower_id', 'f.followee_id')}`.as('following'),
        liveFollows('f.followee_id', 'f.follower_id').as('followers'),
        eb
          .exists(
            eb
              .selectFrom('user_follows as f')
              .select(sql.lit(1).as('one'))
              .where('f.follower_id', '=', viewerId)
              .whereRef('f.followee_id', '=', 'u.id'),
          )
          .$castTo<boolean>()
          .as('followed'),
      ];
    })
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
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
  const typed = typedDb(db);
  const person = await typed.selectFrom('users').select('id').where('id', '=', personId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!person) return false;
  if (follow) {
    await typed
      .insertInto('user_follows')
      .values({ follower_id: followerId, followee_id: personId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await typed.deleteFrom('user_follows').where('follower_id', '=', followerId).where('followee_id', '=', personId).execute();
  }
  return true;
}

/**
 * Points the profile at an image the account uploaded itself (or at none). False when the
 * upload is not the account's: an avatar cannot borrow someone else's picture.
 */
export async function avatarWrite(db: Db, userId: string, avatar: { readonly url: string; readonly uploadId: string } | null): Promise<boolean> {
  const typed = typedDb(db);
  if (avatar) {
    const owned = await typed.selectFrom('uploads').select('id').where('id', '=', avatar.uploadId).where('owner_id', '=', userId).executeTakeFirst();
    if (!owned) return false;
  }
  await typed
    .updateTable('users')
    .set({ avatar: avatar?.url ?? null })
    .where('id', '=', userId)
    .execute();
  return true;
}
