import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes of the refund rules, with their messages in both locales. */
export const REFUNDS_ERRORS = {
  'REFUND.REJECT_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do từ chối', kr: 'Please enter the reason for rejecting' },
  'REFUND.REJECT_IMAGES_REQUIRED': {
    vi: 'Vui lòng tải lên hình ảnh minh chứng',
    kr: 'Please upload images as evidence',
  },
  'REFUND.REJECT_IMAGE_INVALID': { vi: 'Hình ảnh thứ {{position}} không hợp lệ', kr: 'Image {{position}} is not valid' },
  'REFUND.REJECT_EMAIL_REQUIRED': { vi: 'Vui lòng nhập email', kr: 'Please enter an email' },
  'REFUND.REJECT_EMAIL_INVALID': { vi: 'Email không hợp lệ', kr: 'The email is not valid' },
  'REFUND.ACTOR_NOT_ALLOWED': {
    vi: 'Bạn không có quyền thực hiện thao tác này với yêu cầu hoàn tiền',
    kr: 'You are not allowed to take this action on the refund request',
  },
  'REFUND.TRANSITION_NOT_ALLOWED': {
    vi: 'Không thể thực hiện thao tác này ở trạng thái hiện tại của yêu cầu hoàn tiền',
    kr: 'This action is not possible in the refund request’s current status',
  },
  'REFUND.REPLY_NOT_OVERDUE': {
    vi: 'Người bán vẫn còn thời gian phản hồi yêu cầu hoàn tiền',
    kr: 'The seller still has time to reply to the refund request',
  },
} as const satisfies ErrorCatalogue;

export type RefundsErrorCode = keyof typeof REFUNDS_ERRORS;
