import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { VndSchema } from '../money/money.js';
import { MediaSchema, SenderKindSchema } from './community-kinds.js';

/**
 * Longest chat message in characters (spec silent; the community's other texts stop at 300,
 * a chat answer about sizes and shipping needs more). The socket, the form and the store read it.
 */
export const CHAT_TEXT_MAX = 1000;

/**
 * The product card a message carries ("Chat ngay" from a product page sends it first): what
 * the buyer was looking at, as the catalogue shows it when the message is read.
 */
export const ChatProductCardSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  image: z.nullish(z.string()),
  sale_price: VndSchema,
});
export type ChatProductCard = z.infer<typeof ChatProductCardSchema>;

/** One message of a chat room between a buyer and a seller. */
export const ChatMessageSchema = z.object({
  _id: IdSchema,
  room_id: IdSchema,
  sender_id: IdSchema,
  sender_kind: SenderKindSchema,
  text: z._default(z.string(), ''),
  media: z._default(z.array(MediaSchema), []),
  product: z.nullish(ChatProductCardSchema),
  sent_at: EpochMsSchema,
  read: z._default(z.boolean(), false),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One page of a room's messages, newest first; `next_before` asks for the older page (null: none). */
export const ChatMessagePageSchema = z.object({
  items: z.array(ChatMessageSchema),
  next_before: z.nullable(z.string()),
});
export type ChatMessagePage = z.infer<typeof ChatMessagePageSchema>;
