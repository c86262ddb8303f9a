import { ERROR_CODES } from '../api-error.js';
import type { RouteTable } from '../route-policy.js';

const chatGuest = { status: 401, code: ERROR_CODES['CHAT.LOGIN_REQUIRED'] } as const;
const buyer = { policy: 'buyer', guest: chatGuest } as const;

/**
 * Chat (spec section 7): an account's session for the buyer's calls (a guest is asked to log
 * in); the seller's under `/api/v1/seller/chat` need a seller's token (GET and POST fall under
 * COMMERCE_POLICIES' `/api/v1/seller/**`). Each route acts on the caller's own rooms only.
 */
export const CHAT_POLICIES: RouteTable = {
  'GET /api/v1/mobile/chat': buyer,
  'POST /api/v1/mobile/chat': buyer,
  'GET /api/v1/mobile/chat/:id/messages': buyer,
  'GET /chat/suggest-chat': buyer,
  'GET /chat/total-red-dot': buyer,
  'POST /chat/read-all': buyer,
  'POST /chat/unread-all': buyer,
  'POST /chat/hide-room-chat/:id': buyer,
  'PUT /chat/unread-message/:id': buyer,
  'PUT /chat/read-message/:id': buyer,
  'PUT /api/v1/seller/chat/unread-message/:id': 'seller',
  'PUT /api/v1/seller/chat/read-message/:id': 'seller',
  'GET /api/v1/cms-admin/chat/:id': 'admin',
};
