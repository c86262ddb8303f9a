import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
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
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;
