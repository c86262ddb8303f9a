import { Either } from 'effect';
import { NotificationPrefsSchema, notificationInterrupts, notificationPushPath, type Locale } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { NOTIFICATION_COLUMNS, notificationCreatedAt, notificationOf } from '../notifications/notification-store.js';
import { providerFailureText } from '../providers/provider-failure.js';
import type { FcmClient, PushMessage } from './fcm-client.js';

/**
 * Pushes about something older than this are not sent (spec silent; ours): a push is news, and
 * after an outage of FCM or of this job a burst of stale pushes would only be noise. The
 * notification still waits in the inbox.
 */
export const PUSH_MAX_AGE_MS = 15 * 60_000;
/** Notifications one run takes; the next run (seconds later) takes the rest. */
export const PUSH_BATCH = 100;
/** How often the push job runs: a push should arrive within seconds of its cause. */
export const PUSH_SEND_PERIOD_MS = 5_000;
/**
 * Accounts keep no language of their own, so a push is worded in the product's first language.
 * The inbox words each notification in the reader's language when it is read.
 */
export const PUSH_LOCALE: Locale = 'vi';

/** A claimed notification with its account: what a push is made of. */
type ClaimedRow = Awaited<ReturnType<typeof claimDue>>[number];

/**
 * Takes the notifications not yet pushed and marks them handled in one statement (SKIP LOCKED:
 * two workers never take the same row), then sends. At most once on purpose: a push that fails
 * after the claim is not sent again, since the notification itself is safe in the inbox and a
 * push repeated after a lost answer would be the worse surprise. Older ones are marked handled
 * without a push.
 */
async function claimDue(db: Db, now: number) {
  const cutoff = new Date(now - PUSH_MAX_AGE_MS).toISOString();
  const typed = typedDb(db);
  await typed
    .updateTable('notifications')
    .set({ pushed_at: sql<Date>`now()` })
    .where('pushed_at', 'is', null)
    .where('created_at', '<=', sql<Date>`${cutoff}`)
    .execute();
  return typed
    .updateTable('notifications')
    .set({ pushed_at: sql<Date>`now()` })
    .where('id', 'in', (eb) =>
      eb.selectFrom('notifications').select('id').where('pushed_at', 'is', null).orderBy('created_at').limit(PUSH_BATCH).forUpdate().skipLocked(),
    )
    .returning((eb) => [...NOTIFICATION_COLUMNS, 'user_id', sql<boolean>`false`.as('read'), notificationCreatedAt(eb.ref('created_at'))])
    .execute();
}

/** The push of one notification to one device: its wording, the page a tap opens, and a tag so a repeat replaces it. */
export function pushMessageOf(row: ClaimedRow, token: string): PushMessage {
  const notification = notificationOf(row, PUSH_LOCALE);
  return {
    token,
    title: notification.title,
    body: notification.content,
    data: { notification_id: row.id, type: row.type, link: notificationPushPath(notification, row.side === 'seller') },
  };
}

export interface PushSendReport {
  readonly sent: number;
  readonly tokensRemoved: number;
  readonly failed: number;
}

/** One run of the push job: every due notification to each of its account's devices; dead tokens dropped. */
export async function pushNotificationsSend(db: Db, fcm: FcmClient, now: number, log: (line: string) => void = () => {}): Promise<PushSendReport> {
  const rows = await claimDue(db, now);
  let sent = 0;
  let tokensRemoved = 0;
  let failed = 0;
  for (const row of rows) {
    // The account's choices (orders, chats, promotions, community) decide what may interrupt it.
    const user = await typedDb(db).selectFrom('users').select('notification_prefs').where('id', '=', row.user_id).executeTakeFirst();
    if (!notificationInterrupts(row.type, row.side, NotificationPrefsSchema.parse(user?.notification_prefs ?? {}))) continue;
    const devices = await typedDb(db).selectFrom('push_tokens').select(['device_id', 'token']).where('user_id', '=', row.user_id).execute();
    for (const device of devices) {
      const outcome = await fcm.send(pushMessageOf(row, device.token));
      if (Either.isLeft(outcome)) {
        failed += 1;
        log(`push ${row.id}: ${providerFailureText(outcome.left)}`);
      } else if (outcome.right === 'token_gone') {
        // Only this token: the device may have registered a newer one meanwhile.
        const removed = await typedDb(db)
          .deleteFrom('push_tokens')
          .where('user_id', '=', row.user_id)
          .where('device_id', '=', device.device_id)
          .where('token', '=', device.token)
          .returning(sql.lit(1).as('one'))
          .execute();
        tokensRemoved += removed.length;
      } else sent += 1;
    }
  }
  return { sent, tokensRemoved, failed };
}
