import { HOUR_MS } from '../format/epoch-ms.js';
import type { SenderKind } from './community-kinds.js';

/**
 * A buyer's question counts as answered when the shop replies within this time (spec silent;
 * the figure marketplaces show sellers as "chat response rate" counts a reply within 12 hours).
 */
export const CHAT_REPLY_WINDOW_HOURS = 12;
export const CHAT_REPLY_WINDOW_MS = CHAT_REPLY_WINDOW_HOURS * HOUR_MS;

/** One stored message as the dashboard reads it: which room, who sent it, when. */
export interface ChatTimelineEntry {
  readonly roomId: string;
  readonly kind: SenderKind;
  readonly at: number;
}

/** A buyer's wait: from the first message the shop had not answered to the shop's next one (null: none yet). */
export interface ChatWait {
  readonly askedAt: number;
  readonly repliedAt: number | null;
}

export interface ChatResponseStats {
  /** Waits started in the period whose outcome is known: replied, or unanswered past the reply time. */
  readonly conversations: number;
  /** Of those, replied within CHAT_REPLY_WINDOW_MS. */
  readonly answered: number;
  /** answered / conversations, or null when there is nothing to judge. */
  readonly response_rate: number | null;
  /** Median time to an answered reply, in ms (null when nothing was answered). */
  readonly response_time_ms: number | null;
}

/**
 * The waits of every room: a buyer's message opens a wait unless one is open; the shop's next
 * message closes it. Later buyer messages in an open wait belong to it (the buyer asked once,
 * in several lines), and a shop's message with no open wait answers nothing.
 */
export function chatWaits(entries: readonly ChatTimelineEntry[]): ChatWait[] {
  const byRoom = new Map<string, ChatTimelineEntry[]>();
  for (const entry of entries) byRoom.set(entry.roomId, [...(byRoom.get(entry.roomId) ?? []), entry]);
  const waits: ChatWait[] = [];
  for (const room of byRoom.values()) {
    let open: number | null = null;
    // Stable sort by time: two messages of one instant keep the order they were stored in.
    for (const entry of [...room].sort((a, b) => a.at - b.at)) {
      if (entry.kind === 'buyer' && open === null) open = entry.at;
      else if (entry.kind === 'seller' && open !== null) {
        waits.push({ askedAt: open, repliedAt: entry.at });
        open = null;
      }
    }
    if (open !== null) waits.push({ askedAt: open, repliedAt: null });
  }
  return waits;
}

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

/**
 * The shop's chat response rate and time over [from, to) (the seller dashboard's period), at
 * `now`: waits that started in the period; one still inside its reply time with no reply is not
 * judged yet. The response time is the median of the answered waits (a few slow nights do not
 * hide a shop that usually answers in minutes).
 */
export function chatResponseStats(entries: readonly ChatTimelineEntry[], period: { readonly from: number; readonly to: number }, now: number): ChatResponseStats {
  const judged: number[] = [];
  let unanswered = 0;
  for (const wait of chatWaits(entries)) {
    if (wait.askedAt < period.from || wait.askedAt >= period.to) continue;
    const took = wait.repliedAt === null ? null : wait.repliedAt - wait.askedAt;
    if (took !== null && took <= CHAT_REPLY_WINDOW_MS) judged.push(took);
    else if (now - wait.askedAt > CHAT_REPLY_WINDOW_MS) unanswered += 1;
  }
  const conversations = judged.length + unanswered;
  return {
    conversations,
    answered: judged.length,
    response_rate: conversations === 0 ? null : judged.length / conversations,
    response_time_ms: median(judged),
  };
}
