import type { ChatProductCard } from '@modavi/core';

/**
 * "Chat ngay" on a product or seller page opens the header's chat box through this window
 * event, so those pages never import the box (its chunk loads with the first opening).
 */
export const CHAT_OPEN_EVENT = 'modavi:chat-open';

export interface ChatOpenDetail {
  /** The shop to talk to: its room is created or reopened. */
  readonly shopId?: string;
  /** The product the buyer is looking at: its card waits in the composer. */
  readonly product?: ChatProductCard;
}

export function chatBoxOpen(detail: ChatOpenDetail = {}): void {
  window.dispatchEvent(new CustomEvent<ChatOpenDetail>(CHAT_OPEN_EVENT, { detail }));
}

/** Subscribes to open requests; returns the unsubscribe. */
export function chatBoxListen(listener: (detail: ChatOpenDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ChatOpenDetail>).detail ?? {});
  window.addEventListener(CHAT_OPEN_EVENT, handler);
  return () => window.removeEventListener(CHAT_OPEN_EVENT, handler);
}

/** An open request: each press is a new one, even for the same shop. */
export interface ChatOpenRequest extends ChatOpenDetail {
  readonly at: number;
}

/** The box: not there, open, or minimised to a pill (its socket still live). */
export type ChatBoxState = 'closed' | 'open' | 'mini';
