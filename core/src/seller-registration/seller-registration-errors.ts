import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/**
 * Messages for registering a shop and the admin's decision on it (the form's own rules are
 * SHOP_ERRORS' SELLER_APPLICATION codes). The spec words none of these; they follow its tone.
 */
export const SELLER_REGISTRATION_ERRORS = {
  'SELLER_APPLICATION.TEXT_TOO_LONG': { vi: 'Tối đa {{max}} ký tự', kr: 'At most {{max}} characters' },
  'SELLER_APPLICATION.NOT_EDITABLE': {
    vi: 'Hồ sơ đăng ký đang chờ duyệt hoặc đã được duyệt nên không thể thay đổi',
    kr: 'Your application is waiting for approval or already approved, so it cannot be changed',
  },
  'SELLER_APPLICATION.VERIFICATION_REQUIRED': {
    vi: 'Vui lòng xác minh số điện thoại, email và nhập số CCCD/CMND trước khi đăng ký bán hàng',
    kr: 'Please verify your phone and email and enter your ID number before registering as a seller',
  },
  'SELLER_APPLICATION.PHOTO_NOT_UPLOADED': {
    vi: 'Vui lòng tải ảnh lên lại',
    kr: 'Please upload the photo again',
  },
  'SELLER_APPLICATION.ADDRESS_UNKNOWN': {
    vi: 'Tỉnh/thành, quận/huyện hoặc phường/xã không hợp lệ',
    kr: 'The province, district or ward is not valid',
  },
  'SHOP_APPLICATION.NOT_FOUND': { vi: 'Không tìm thấy hồ sơ đăng ký', kr: 'Application not found' },
  'SHOP_APPLICATION.NOT_PENDING': {
    vi: 'Hồ sơ này không còn chờ duyệt',
    kr: 'This application is no longer waiting for a decision',
  },
  'SHOP_APPLICATION.ACTOR_NOT_ALLOWED': { vi: 'Bạn không có quyền thực hiện thao tác này', kr: 'You are not allowed to do this' },
  'SHOP_APPLICATION.REJECT_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do từ chối', kr: 'Please enter the reason for rejecting' },
  'SHOP_APPLICATION.REJECT_REASON_TOO_LONG': {
    vi: 'Lý do từ chối tối đa {{max}} ký tự',
    kr: 'The reason can have up to {{max}} characters',
  },
} as const satisfies ErrorCatalogue;

export type SellerRegistrationErrorCode = keyof typeof SELLER_REGISTRATION_ERRORS;
