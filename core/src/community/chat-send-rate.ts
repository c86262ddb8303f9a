import { SECOND_MS } from '../format/epoch-ms.js';

/**
 * How fast one sender (an account, or a shop) may send (spec silent; ours): a person types a few
 * lines in a burst, a script sends hundreds. At most CHAT_SEND_BURST_MAX messages in a
 * CHAT_SEND_WINDOW_MS window, however many connections it opens (the server counts them in
 * its database, shared by every process).
 */
export const CHAT_SEND_BURST_MAX = 10;
export const CHAT_SEND_WINDOW_MS = 10 * SECOND_MS;
