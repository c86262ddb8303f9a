import type { Namespace } from 'socket.io';
import { NOTIFICATION_LIVE_EVENT, NotificationPrefsSchema, notificationInterrupts, type NotificationLive, type NotificationSide } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { notificationCreatedAt, notificationOf } from '../notifications/notification-store.js';

/** Migration 061's channel: the id of each notification written, once its transaction committed. */
export const NOTIFICATION_ADDED_CHANNEL = 'modavi_notification_added';

/** The notification as the socket relays it, or null when the account chose not to be interrupted by its kind. */
export async function notificationLiveOf(db: Db, id: string): Promise<{ userId: string; live: NotificationLive } | null> {
  const row = await typedDb(db)
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select((eb) => [
      'n.id',
      'n.user_id',
      'n.side',
      'n.type',
      'n.data',
      'n.order_id',
      'n.room_id',
      'n.target_kind',
      'n.target_id',
      'n.image',
      eb('n.read_at', 'is not', null).$castTo<boolean>().as('read'),
      notificationCreatedAt(eb.ref('n.created_at')),
      'u.notification_prefs',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const prefs = NotificationPrefsSchema.parse(row.notification_prefs ?? {});
  if (!notificationInterrupts(row.type, row.side, prefs)) return null;
  return { userId: row.user_id, live: { side: row.side as NotificationSide, vi: notificationOf(row, 'vi'), kr: notificationOf(row, 'kr') } };
}

/**
 * Relays each new notification to the account's sockets on this process (`local`: every process
 * hears the database's notice, so with a shared adapter a broadcast would reach each socket once
 * per process). Answers the stop; nothing to do on a Db that cannot listen.
 */
export async function notificationsLiveRelay(db: Db, chat: Namespace, userRoom: (userId: string) => string): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  return db.listen(NOTIFICATION_ADDED_CHANNEL, (id) => {
    void notificationLiveOf(db, id)
      .then((found) => {
        if (found) chat.local.to(userRoom(found.userId)).emit(NOTIFICATION_LIVE_EVENT, found.live);
      })
      // A relay that fails costs the toast, not the notification: the inbox has it.
      .catch(() => undefined);
  });
}
