import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes the feed's endpoints answer with beyond the form rules (COMMUNITY_ERRORS): what only the server can know. */
export const COMMUNITY_FEED_ERRORS = {
  'POST.PRODUCT_UNKNOWN': { vi: 'Sản phẩm được gắn không tồn tại', kr: 'A tagged product does not exist' },
  'POST.IMAGE_NOT_UPLOADED': { vi: 'Ảnh phải được tải lên từ thiết bị của bạn', kr: 'Images must be uploaded from your device' },
  'POST.VIDEO_NOT_UPLOADED': { vi: 'Video phải được tải lên từ thiết bị của bạn', kr: 'The video must be uploaded from your device' },
  'POST.NOT_FOUND': { vi: 'Không tìm thấy bài viết', kr: 'Post not found' },
  'POST.NOT_AUTHOR': { vi: 'Bạn chỉ có thể sửa hoặc xóa bài viết của mình', kr: 'You can edit or delete only your own posts' },
  'COMMENT.NOT_FOUND': { vi: 'Không tìm thấy bình luận', kr: 'Comment not found' },
  'COMMENT.NOT_AUTHOR': { vi: 'Bạn chỉ có thể sửa hoặc xóa bình luận của mình', kr: 'You can edit or delete only your own comments' },
  'MENTION.UNKNOWN': { vi: 'Người được nhắc đến không tồn tại', kr: 'A mentioned person does not exist' },
} as const satisfies ErrorCatalogue;
