import type { ChatMessage } from '../community/chat-message.js';
import type { NotificationLive } from '../notifications/notification-live.js';

/** A live message in a chat room: the relay's short form, and the stored message itself. */
export interface ChatMessageLive {
  readonly roomId: string;
  readonly senderId: string;
  readonly text: string;
  readonly sentAt: number;
  /** The message as the server stored it (what the room's history will show). */
  readonly message?: ChatMessage;
}

/** What a party sends: text, an uploaded picture's URL, a product's card by its id. */
export interface ChatSendInput {
  readonly text: string;
  readonly image?: string | null;
  readonly productId?: string | null;
}

/** The server's answer to a send: the stored message, or the refusal's stable code. */
export type ChatSendReply = { readonly ok: true; readonly message: ChatMessage } | { readonly ok: false; readonly error: string };

/** A live chat connection: join rooms, send, and hear messages. */
export interface ChatChannel {
  join(roomId: string): void;
  send(roomId: string, input: ChatSendInput): Promise<ChatSendReply>;
  /** Every message of the caller's rooms (joined or not): the room list and the red dot follow them. */
  onMessage(listener: (message: ChatMessageLive) => void): () => void;
  /** The account's notifications as they are written (the bell and the toast follow them); a signed-in account only. */
  onNotification(listener: (notification: NotificationLive) => void): () => void;
  close(): void;
}
