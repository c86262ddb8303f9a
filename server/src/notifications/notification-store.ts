import { randomBytes } from 'node:crypto';
import { notificationText, type Locale, type Notification, type NotificationData, type NotificationSide, type NotificationType } from '@modavi/core';
import type { Db } from '../db/db.js';

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
  await db.query(
    `INSERT INTO notifications (id, user_id, type, data, order_id, room_id, target_kind, target_id, image, side)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)`,
    [id, input.userId, input.type, JSON.stringify(input.data ?? {}), input.orderId ?? null, input.roomId ?? null, input.target?.kind ?? null, input.target?.id ?? null, input.image ?? null, input.side ?? 'buyer'],
  );
  return id;
}

export interface NotificationRow {
  readonly id: string;
  readonly side: string;
  readonly type: string;
  readonly data: NotificationData;
  readonly order_id: string | null;
  readonly room_id: string | null;
  readonly target_kind: string | null;
  readonly target_id: string | null;
  readonly image: string | null;
  readonly read: boolean;
  readonly created_at: string;
}

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
  const rows = await db.query<NotificationRow>(
    `SELECT id, side, type, data, order_id, room_id, target_kind, target_id, image, read_at IS NOT NULL AS read,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM notifications
      WHERE user_id = $1 AND side = $4 AND ($2::text IS NULL OR seq < (SELECT seq FROM notifications WHERE id = $2 AND user_id = $1))
      ORDER BY seq DESC LIMIT $3`,
    [inbox.userId, before, NOTIFICATIONS_PAGE_SIZE + 1, inbox.side],
  );
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
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND side = $2 AND read_at IS NULL', [
    inbox.userId,
    inbox.side,
  ]);
  return row?.n ?? 0;
}

/** Marks one of the inbox's notifications read; false when it is not in that inbox. */
export async function notificationRead(db: Db, inbox: Inbox, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 AND side = $3 RETURNING id',
    [id, inbox.userId, inbox.side],
  );
  return rows.length > 0;
}

/** Marks every notification of the inbox read. */
export async function notificationsReadAll(db: Db, inbox: Inbox): Promise<void> {
  await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND side = $2 AND read_at IS NULL', [inbox.userId, inbox.side]);
}
