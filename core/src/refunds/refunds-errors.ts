import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes of the refund rules, with their messages in both locales. */
export const REFUNDS_ERRORS = {
  'REFUND.REJECT_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do từ chối', kr: 'Please enter the reason for rejecting' },
  'REFUND.REJECT_REASON_TOO_LONG': { vi: 'Lý do tối đa {{max}} ký tự', kr: 'The reason can have up to {{max}} characters' },
  'REFUND.REJECT_IMAGES_TOO_MANY': { vi: 'Chỉ được tải lên tối đa {{max}} hình ảnh', kr: 'You can upload at most {{max}} images' },
  'REFUND.ADMIN_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do từ chối hoàn tiền', kr: 'Please enter the reason for refusing the refund' },
  'REFUND.REJECT_IMAGES_REQUIRED': {
    vi: 'Vui lòng tải lên hình ảnh minh chứng',
    kr: 'Please upload images as evidence',
  },
  'REFUND.REJECT_IMAGE_INVALID': { vi: 'Hình ảnh thứ {{position}} không hợp lệ', kr: 'Image {{position}} is not valid' },
  'REFUND.REJECT_EMAIL_REQUIRED': { vi: 'Vui lòng nhập email', kr: 'Please enter an email' },
  'REFUND.REJECT_EMAIL_INVALID': { vi: 'Email không hợp lệ', kr: 'The email is not valid' },
  'REFUND.REQUEST_REASON_REQUIRED': { vi: 'Vui lòng chọn lý do trả hàng/hoàn tiền', kr: 'Please choose a reason for the return' },
  'REFUND.REQUEST_IMAGES_TOO_MANY': { vi: 'Chỉ được tải lên tối đa {{max}} hình ảnh', kr: 'You can upload at most {{max}} images' },
  'REFUND.REQUEST_DESCRIPTION_TOO_LONG': { vi: 'Mô tả tối đa {{max}} ký tự', kr: 'The description can have up to {{max}} characters' },
  'REFUND.REQUEST_EMAIL_INVALID': { vi: 'Email không hợp lệ', kr: 'The email is not valid' },
  'REFUND.REQUEST_ITEMS_INVALID': {
    vi: 'Sản phẩm hoặc số lượng trả hàng không hợp lệ',
    kr: 'The items or quantities to return are not valid',
  },
  'REFUND.REQUEST_IMAGE_INVALID': {
    vi: 'Hình ảnh thứ {{position}} không hợp lệ: hãy tải ảnh lên từ máy của bạn',
    kr: 'Image {{position}} is not valid: upload it from your device',
  },
  'REFUND.REQUEST_ONE_SHOP': {
    vi: 'Mỗi yêu cầu trả hàng chỉ gồm sản phẩm của một cửa hàng',
    kr: 'A return request can hold the goods of one shop only',
  },
  'REFUND.NOT_FOUND': { vi: 'Không tìm thấy yêu cầu trả hàng/hoàn tiền', kr: 'The return request was not found' },
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
