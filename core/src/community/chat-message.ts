import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { MediaSchema, SenderKindSchema } from './community-kinds.js';

/** One message of a chat room between a buyer and a seller. */
export const ChatMessageSchema = z.object({
  _id: IdSchema,
  room_id: IdSchema,
  sender_id: IdSchema,
  sender_kind: SenderKindSchema,
  text: z._default(z.string(), ''),
  media: z._default(z.array(MediaSchema), []),
  sent_at: EpochMsSchema,
  read: z._default(z.boolean(), false),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;
