import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { SenderKindSchema } from '../community/community-kinds.js';

/**
 * A notification of the list (GET /api/v2/mobile/notifications) or a push. `type` stays an
 * open string so a type this build does not know still lists (it just opens nothing);
 * `notificationTypeOf` reads it. A deep link is `target`: its kind and the id it points to.
 */
export const NotificationSchema = z.object({
  _id: IdSchema,
  type: z.string(),
  title: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
  image: z.nullish(z.string()),
  is_read: z._default(z.boolean(), false),
  created_at: z.nullish(z.string()),
  sender_kind: z.nullish(SenderKindSchema),
  order_id: z.nullish(z.string()),
  room_id: z.nullish(z.string()),
  target: z.nullish(z.object({ kind: z.string(), id: z.nullish(z.string()) })),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** A page of the list: newest first; `next_before` asks for the next (null at the end); `unread` counts every unread one. */
export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  next_before: z.nullable(z.string()),
  unread: z.number(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** What mask-read and mask-read-all answer: the unread count after. */
export const NotificationUnreadSchema = z.object({ unread: z.number() });
