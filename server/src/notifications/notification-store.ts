import { randomBytes } from 'node:crypto';
import { notificationText, type Locale, type Notification, type NotificationData, type NotificationSide, type NotificationType } from '@modavi/core';
import { sql, type Expression, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

/** How many notifications one page of the list holds (spec silent; ours). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** What happened, to whom: the facts a notification is worded from when it is read. */
export interface NotificationInput {
  readonly userId: string;
  /** The buyer's inbox unless said (a seller's notifications about their shop: 'seller'). */
  readonly side?: NotificationSide;
  readonly type: NotificationType;
  readonly data?: NotificationData;
  readonly orderId?: string | null;
  readonly roomId?: string | null;
  readonly target?: { readonly kind: string; readonly id: string | null } | null;
  readonly image?: string | null;
}

/** Adds a notification to a user's inbox. Call inside the transaction of what it tells about. */
export async function notificationAdd(db: Db, input: NotificationInput): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await typedDb(db)
    .insertInto('notifications')
    .values({
      id,
      user_id: input.userId,
      type: input.type,
      data: JSON.stringify(input.data ?? {}),
      order_id: input.orderId ?? null,
      room_id: input.roomId ?? null,
      target_kind: input.target?.kind ?? null,
      target_id: input.target?.id ?? null,
      image: input.image ?? null,
      side: input.side ?? 'buyer',
    })
    .execute();
  return id;
}

/** A notification as it is worded: its stored facts, whether it was read, and when (ISO, UTC, milliseconds). */
export type NotificationRow = Pick<
  Selectable<DB['notifications']>,
  'id' | 'side' | 'type' | 'data' | 'order_id' | 'room_id' | 'target_kind' | 'target_id' | 'image'
> & { readonly read: boolean; readonly created_at: string };

/** The notification columns every reader selects but `read` and `created_at`. */
export const NOTIFICATION_COLUMNS = ['id', 'side', 'type', 'data', 'order_id', 'room_id', 'target_kind', 'target_id', 'image'] as const;

/** A notification's creation as the app reads it: ISO text in UTC with milliseconds. */
export const notificationCreatedAt = (createdAt: Expression<Date>) =>
  sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at');

export const notificationOf = (row: NotificationRow, locale: Locale): Notification => ({
  _id: row.id,
  type: row.type,
  // The side is a fact of the wording: a refund's step reads differently to its seller.
  ...notificationText(row.type, { ...row.data, side: row.side }, locale),
  image: row.image,
  is_read: row.read,
  created_at: row.created_at,
  sender_kind: null,
  order_id: row.order_id,
  room_id: row.room_id,
  target: row.target_kind === null ? null : { kind: row.target_kind, id: row.target_id },
});

export interface NotificationPage {
  readonly items: Notification[];
  /** The `before` of the next page, null at the end. */
  readonly next_before: string | null;
  readonly unread: number;
}

/** One inbox: an account's, as a buyer or as the seller of its shop. */
export interface Inbox {
  readonly userId: string;
  readonly side: NotificationSide;
}

/** A page of the inbox's notifications, newest first, older than the one named `before`. */
export async function notificationsPage(db: Db, inbox: Inbox, before: string | null, locale: Locale): Promise<NotificationPage> {
  const typed = typedDb(db);
  const rows = await typed
    .selectFrom('notifications')
    .select((eb) => [...NOTIFICATION_COLUMNS, eb('read_at', 'is not', null).$castTo<boolean>().as('read'), notificationCreatedAt(eb.ref('created_at'))])
    .where('user_id', '=', inbox.userId)
    .where('side', '=', inbox.side)
    .$if(before !== null, (qb) =>
      qb.where('seq', '<', (eb) =>
        eb
          .selectFrom('notifications as b')
          .select('b.seq')
          .where('b.id', '=', before ?? '')
          .where('b.user_id', '=', inbox.userId),
      ),
    )
    .orderBy('seq', 'desc')
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => notificationOf(row, locale)),
    next_before: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? last.id : null,
    unread: await notificationsUnread(db, inbox),
  };
}

/** How many of the inbox's notifications are unread. */
export async function notificationsUnread(db: Db, inbox: Inbox): Promise<number> {
  const row = await typedDb(db)
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', inbox.userId)
    .where('side', '=', inbox.side)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Marks one of the inbox's notifications read; false when it is not in that inbox. */
export async function notificationRead(db: Db, inbox: Inbox, id: string): Promise<boolean> {
  const rows = await typedDb(db)
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', inbox.userId)
    .where('side', '=', inbox.side)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Marks every notification of the inbox read. */
export async function notificationsReadAll(db: Db, inbox: Inbox): Promise<void> {
  await typedDb(db)
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', inbox.userId)
    .where('side', '=', inbox.side)
    .where('read_at', 'is', null)
    .execute();
}
