import { SECOND_MS } from '../format/epoch-ms.js';

/**
 * How fast one connection may send (spec silent; ours): a person types a few lines in a burst,
 * a script sends hundreds. At most CHAT_SEND_BURST_MAX messages in any CHAT_SEND_WINDOW_MS.
 */
export const CHAT_SEND_BURST_MAX = 10;
export const CHAT_SEND_WINDOW_MS = 10 * SECOND_MS;

/**
 * Whether a message sent at `now` fits, given the times of the connection's earlier sends;
 * answers the times to keep (those still inside the window, with `now` when it was allowed).
 */
export function chatSendRateCheck(recent: readonly number[], now: number): { readonly allowed: boolean; readonly recent: number[] } {
  const inside = recent.filter((at) => now - at < CHAT_SEND_WINDOW_MS);
  return inside.length < CHAT_SEND_BURST_MAX ? { allowed: true, recent: [...inside, now] } : { allowed: false, recent: inside };
}
