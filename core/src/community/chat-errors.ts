import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes of stored chat: the composer's rule (chatMessageValidate) and the rooms' calls. The spec words none. */
export const CHAT_ERRORS = {
  'CHAT.MESSAGE_EMPTY': { vi: 'Vui lòng nhập tin nhắn hoặc chọn ảnh', kr: 'Write a message or choose a picture' },
  'CHAT.TEXT_TOO_LONG': { vi: 'Tin nhắn tối đa {{max}} ký tự', kr: 'Messages can have up to {{max}} characters' },
  'CHAT.IMAGE_INVALID': { vi: 'Ảnh không hợp lệ', kr: 'Image not valid' },
  'CHAT.MESSAGE_INVALID': { vi: 'Tin nhắn không hợp lệ', kr: 'Message not valid' },
  'CHAT.ROOM_NOT_FOUND': { vi: 'Không tìm thấy cuộc trò chuyện', kr: 'Chat not found' },
  'CHAT.SHOP_NOT_FOUND': { vi: 'Không tìm thấy cửa hàng', kr: 'Shop not found' },
  'CHAT.OWN_SHOP': { vi: 'Bạn không thể trò chuyện với cửa hàng của chính mình', kr: 'You cannot chat with your own shop' },
  'CHAT.PRODUCT_NOT_FOUND': { vi: 'Không tìm thấy sản phẩm', kr: 'Product not found' },
  'CHAT.NOT_ALLOWED': { vi: 'Bạn không có quyền xem cuộc trò chuyện này', kr: 'You cannot see this chat' },
  'CHAT.SEND_FAILED': { vi: 'Không gửi được tin nhắn, vui lòng thử lại', kr: 'The message was not sent, please try again' },
  'CHAT.TOO_FAST': { vi: 'Bạn gửi tin nhắn quá nhanh, vui lòng chờ một chút', kr: 'You are sending messages too fast, please wait a moment' },
  'CHAT.SEARCH_TOO_LONG': { vi: 'Từ khóa tìm kiếm tối đa {{max}} ký tự', kr: 'Searches can have up to {{max}} characters' },
} as const satisfies ErrorCatalogue;
