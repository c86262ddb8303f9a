import type { Namespace } from 'socket.io';
import { NOTIFICATION_LIVE_EVENT, NotificationPrefsSchema, notificationInterrupts, type NotificationLive, type NotificationSide } from '@modavi/core';
import type { Db } from '../db/db.js';
import { notificationOf, type NotificationRow } from '../notifications/notification-store.js';

/** Migration 061's channel: the id of each notification written, once its transaction committed. */
export const NOTIFICATION_ADDED_CHANNEL = 'modavi_notification_added';

interface LiveRow extends NotificationRow {
  readonly user_id: string;
  readonly notification_prefs: unknown;
}

/** The notification as the socket relays it, or null when the account chose not to be interrupted by its kind. */
export async function notificationLiveOf(db: Db, id: string): Promise<{ userId: string; live: NotificationLive } | null> {
  const [row] = await db.query<LiveRow>(
    `SELECT n.id, n.user_id, n.side, n.type, n.data, n.order_id, n.room_id, n.target_kind, n.target_id, n.image, n.read_at IS NOT NULL AS read,
            to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, u.notification_prefs
       FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.id = $1`,
    [id],
  );
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
