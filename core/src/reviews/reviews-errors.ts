import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes the review endpoints answer with beyond the form rules (COMMUNITY_ERRORS' REVIEW.RATING_* and CONTENT_TOO_LONG). */
export const REVIEWS_ERRORS = {
  'REVIEW.NOT_FOUND': { vi: 'Không tìm thấy đánh giá', kr: 'The review was not found' },
  'REVIEW.ITEM_NOT_DELIVERED': {
    vi: 'Chỉ có thể đánh giá sản phẩm đã nhận trong đơn hàng của bạn',
    kr: 'You can only review products you have received in your own orders',
  },
  'REVIEW.ALREADY_WRITTEN': { vi: 'Bạn đã đánh giá sản phẩm này', kr: 'You have already reviewed this product' },
  'REVIEW.DEADLINE_PASSED': { vi: 'Đã hết hạn đánh giá sản phẩm này', kr: 'The time to review this product has passed' },
  'REVIEW.EDIT_NOT_ALLOWED': {
    vi: 'Đánh giá chỉ được sửa một lần trong vòng {{days}} ngày',
    kr: 'A review can be edited once within {{days}} days',
  },
  'REVIEW.IMAGE_INVALID': {
    vi: 'Hình ảnh thứ {{position}} không hợp lệ: hãy tải ảnh lên từ máy của bạn',
    kr: 'Image {{position}} is not valid: upload it from your device',
  },
  'REVIEW.IMAGES_TOO_MANY': { vi: 'Chỉ được tải lên tối đa {{max}} hình ảnh', kr: 'You can upload at most {{max}} images' },
} as const satisfies ErrorCatalogue;

export type ReviewsErrorCode = keyof typeof REVIEWS_ERRORS;
