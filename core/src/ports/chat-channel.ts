/** A live message in a chat room. */
export interface ChatMessageLive {
  readonly roomId: string;
  readonly senderId: string;
  readonly text: string;
  readonly sentAt: number;
}

/** A live chat connection: join rooms, send, and hear messages. */
export interface ChatChannel {
  join(roomId: string): void;
  send(roomId: string, text: string): void;
  onMessage(listener: (message: ChatMessageLive) => void): () => void;
  close(): void;
}
