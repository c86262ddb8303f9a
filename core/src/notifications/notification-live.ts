import * as z from 'zod/mini';
import { NotificationSchema } from './notification.js';
import { NOTIFICATION_SIDES } from './order-notification.js';

/**
 * A notification as the chat socket relays it the moment it is written (event `notification`):
 * its inbox, and its wording in each of the app's languages (the socket does not know which
 * one the page shows), so the bell and the toast need no further call.
 */
export const NotificationLiveSchema = z.object({
  side: z.enum(NOTIFICATION_SIDES),
  vi: NotificationSchema,
  kr: NotificationSchema,
});
export type NotificationLive = z.infer<typeof NotificationLiveSchema>;

/** The socket.io event a live notification arrives as. */
export const NOTIFICATION_LIVE_EVENT = 'notification';
