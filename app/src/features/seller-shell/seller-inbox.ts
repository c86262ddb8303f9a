import type { NotificationInbox } from '../../queries/notification-queries';

/** The seller's notifications about the shop, with the seller area's gateways. */
export const SELLER_INBOX: NotificationInbox = {
  side: 'seller',
  gateway: async (services) => (await services.seller()).notifications,
};

/** How often the bell asks for the unread count while the seller area is open (spec silent; ours, as the chat's red dot). */
export const SELLER_NOTIFICATIONS_REFRESH_MS = 60_000;
