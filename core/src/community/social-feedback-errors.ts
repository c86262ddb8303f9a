import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes the social-feedback endpoints answer with beyond the form rules (COMMUNITY_ERRORS' SOCIAL_FEEDBACK.*). */
export const SOCIAL_FEEDBACK_ERRORS = {
  'SOCIAL_FEEDBACK.IMAGE_INVALID': { vi: 'Ảnh không hợp lệ, vui lòng tải lại ảnh', kr: 'An image is not valid, please upload it again' },
  'SOCIAL_FEEDBACK.NOT_FOUND': { vi: 'Không tìm thấy phản ánh', kr: 'Feedback not found' },
  'SOCIAL_FEEDBACK.STATUS_INVALID': { vi: 'Trạng thái không hợp lệ', kr: 'Status not valid' },
  'SOCIAL_FEEDBACK.ACTOR_NOT_ALLOWED': { vi: 'Chỉ quản trị viên được cập nhật phản ánh', kr: 'Only an admin can update feedback' },
  'SOCIAL_FEEDBACK.TOO_MANY': {
    vi: 'Bạn đã gửi nhiều phản ánh trong hôm nay, vui lòng thử lại sau',
    kr: 'You have sent a lot of feedback today, please try again later',
  },
} as const satisfies ErrorCatalogue;
