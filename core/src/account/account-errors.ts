import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Messages for the account pages' codes (profile, address book, payment information, walls), vi and kr (English). */
export const ACCOUNT_ERRORS = {
  'PROFILE.GENDER_INVALID': { vi: 'Giới tính không hợp lệ', kr: 'Gender is not valid' },
  'PROFILE.DATE_OF_BIRTH_INVALID': { vi: 'Ngày sinh không hợp lệ', kr: 'Date of birth is not valid' },
  'PROFILE.ID_NUMBER_INVALID': { vi: 'Giấy tờ tùy thân không hợp lệ', kr: 'Invalid ID document' },
  'PROFILE.MEASUREMENT_INVALID': { vi: 'Số đo phải từ 0 đến {{max}}', kr: 'Measurements must be between 0 and {{max}}' },
  'PROFILE.EMAIL_TAKEN': { vi: 'Email này đã được tài khoản khác sử dụng', kr: 'Another account already uses this email' },
  'PROFILE.PHONE_TAKEN': { vi: 'Số điện thoại này đã được tài khoản khác sử dụng', kr: 'Another account already uses this phone number' },
  'ADDRESS.NOT_FOUND': { vi: 'Không tìm thấy địa chỉ', kr: 'Address not found' },
  'ADDRESS.AREA_UNKNOWN': {
    vi: 'Tỉnh/Thành phố, Quận/Huyện hoặc Phường/Xã không đúng, vui lòng chọn lại',
    kr: 'The province, district or ward does not match; please choose again',
  },
  'ADDRESS.BOOK_FULL': { vi: 'Sổ địa chỉ đã đầy ({{max}} địa chỉ)', kr: 'Your address book is full ({{max}} addresses)' },
  'PAYMENT_INFO.METHOD_INVALID': { vi: 'Phương thức thanh toán không khả dụng', kr: 'Payment method not available' },
  'PAYMENT_INFO.BANK_REQUIRED': { vi: 'Vui lòng nhập tên ngân hàng', kr: 'Please enter the bank name' },
  'PAYMENT_INFO.ACCOUNT_NUMBER_INVALID': {
    vi: 'Số tài khoản phải gồm {{min}}-{{max}} chữ số',
    kr: 'The account number must have {{min}}-{{max}} digits',
  },
  'PAYMENT_INFO.HOLDER_REQUIRED': { vi: 'Vui lòng nhập tên chủ tài khoản', kr: "Please enter the account holder's name" },
  'PAYMENT_INFO.TEXT_TOO_LONG': { vi: 'Tối đa {{max}} ký tự', kr: 'At most {{max}} characters' },
  'PROFILE.AVATAR_INVALID': { vi: 'Ảnh đại diện không hợp lệ, vui lòng tải ảnh lên lại', kr: 'The profile picture is not valid; please upload it again' },
  'FOLLOW.SELF': { vi: 'Bạn không thể tự theo dõi chính mình', kr: 'You cannot follow yourself' },
  'FOLLOW.LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để theo dõi', kr: 'Please log in to follow' },
  'USER.NOT_FOUND': { vi: 'Không tìm thấy người dùng', kr: 'User not found' },
} as const satisfies ErrorCatalogue;
