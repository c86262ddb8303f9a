/** Chat's lists and searches (spec silent on every number: ours). */

/** Messages per page of a room (newest first); the box asks for older pages as the buyer scrolls up. */
export const CHAT_MESSAGES_PAGE_SIZE = 30;

/** The room list answers at most this many rooms, the latest first. */
export const CHAT_ROOMS_MAX = 100;

/** Longest search text of the seller's room list (a buyer's name). */
export const CHAT_ROOM_SEARCH_MAX = 100;

/**
 * `chat/suggest-chat`: shops the buyer is likely to want to talk to, i.e. the shops of the
 * buyer's latest orders, then the shops the buyer follows, without the rooms already listed;
 * at most this many (the spec shows the call, not its reading).
 */
export const CHAT_SUGGEST_MAX = 8;

/** The seller's conversation shows this many of the buyer's latest orders with the shop beside it. */
export const CHAT_BUYER_ORDERS_MAX = 5;
