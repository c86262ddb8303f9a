import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { VndSchema } from '../money/money.js';
import { ChatMessageSchema } from './chat-message.js';
import { SenderKindSchema } from './community-kinds.js';

export const ChatParticipantSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  kind: SenderKindSchema,
});
export type ChatParticipant = z.infer<typeof ChatParticipantSchema>;

/** A chat room as the room list (`api/v1/mobile/chat`) shows it. */
export const ChatRoomSchema = z.object({
  _id: IdSchema,
  participants: z.array(ChatParticipantSchema),
  last_message: z.nullish(ChatMessageSchema),
  unread_count: z._default(CountSchema, 0),
  /** The last message's time, or the room's creation (the list's order). */
  updated_at: z.nullish(EpochMsSchema),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/** The other party of a room for `me` (the shop for a buyer, the buyer for a seller). */
export const chatRoomOther = (room: ChatRoom, me: 'buyer' | 'seller'): ChatParticipant | undefined =>
  room.participants.find((participant) => participant.kind !== me);

/** A shop `chat/suggest-chat` proposes, and why (CHAT_SUGGEST_MAX). */
export const ChatSuggestionSchema = z.object({
  shop_id: IdSchema,
  name: z.string(),
  avatar: z.nullish(z.string()),
  reason: z.enum(['ordered', 'followed']),
});
export type ChatSuggestion = z.infer<typeof ChatSuggestionSchema>;

/** One of the buyer's latest orders with the shop, beside the seller's conversation. */
export const ChatBuyerOrderSchema = z.object({
  _id: IdSchema,
  status: z.string(),
  shop_total: VndSchema,
  items: CountSchema,
  created_at: EpochMsSchema,
});
export type ChatBuyerOrder = z.infer<typeof ChatBuyerOrderSchema>;
