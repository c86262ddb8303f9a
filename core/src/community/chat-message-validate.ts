import { issue, type Validation } from '../shared/validation.js';
import { uploadedImageId } from '../uploads/uploaded-image.js';
import { CHAT_TEXT_MAX } from './chat-message.js';

/** What a party sends: text, an uploaded picture (`POST api/v1/image`) and a product's id, each optional but not all. */
export interface ChatMessageDraft {
  readonly text: string;
  readonly image: string | null;
  readonly productId: string | null;
}

/** Longest product id a message may name (ids are short; the bound keeps junk out of the store). */
export const CHAT_PRODUCT_ID_MAX = 64;

const textOf = (value: unknown): string | null => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : null);
const optionalOf = (value: unknown): string | null | undefined =>
  value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : undefined;

/**
 * A message as the socket and the composer take it: the text trimmed and at most
 * CHAT_TEXT_MAX characters, a picture only from this server's uploads, and something to send.
 */
export function chatMessageValidate(input: { readonly text?: unknown; readonly image?: unknown; readonly productId?: unknown }): Validation<ChatMessageDraft> {
  const text = textOf(input.text);
  const image = optionalOf(input.image);
  const productId = optionalOf(input.productId);
  // PostgreSQL cannot store NUL; the HTTP routes refuse it server-wide, the socket here.
  if (text === null || text.includes('\u0000')) return { ok: false, error: [issue('text', 'CHAT.MESSAGE_INVALID')] };
  if (text.length > CHAT_TEXT_MAX) return { ok: false, error: [issue('text', 'CHAT.TEXT_TOO_LONG', { max: CHAT_TEXT_MAX })] };
  if (image === undefined || (image !== null && uploadedImageId(image) === null)) return { ok: false, error: [issue('image', 'CHAT.IMAGE_INVALID')] };
  if (productId === undefined || (productId !== null && productId.length > CHAT_PRODUCT_ID_MAX)) {
    return { ok: false, error: [issue('productId', 'CHAT.MESSAGE_INVALID')] };
  }
  if (text === '' && image === null && productId === null) return { ok: false, error: [issue('text', 'CHAT.MESSAGE_EMPTY')] };
  return { ok: true, value: { text, image, productId } };
}
