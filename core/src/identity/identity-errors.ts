import type { ErrorCatalogue } from '../errors/error-catalogue.js';
import { SELLER_DELETION_WORKING_DAYS_MAX, SELLER_DELETION_WORKING_DAYS_MIN } from './account-deletion.js';

const supportDays = `${SELLER_DELETION_WORKING_DAYS_MIN}-${SELLER_DELETION_WORKING_DAYS_MAX}`;

/** Messages for every code the identity rules return, in both locales (kr in English). */
export const IDENTITY_ERRORS = {
  'AUTH.CREDENTIALS_INCORRECT': { vi: 'Email hoặc mật khẩu không chính xác', kr: 'Email or password is incorrect' },
  'PASSWORD.REQUIRED': { vi: 'Vui lòng nhập mật khẩu', kr: 'Please enter a password' },
  'PASSWORD.TOO_SHORT': { vi: 'Mật khẩu phải có ít nhất {{min}} ký tự', kr: 'Password must be at least {{min}} characters' },
  'PASSWORD.UPPERCASE_REQUIRED': {
    vi: 'Mật khẩu phải có ít nhất một chữ in hoa',
    kr: 'Password must contain at least one uppercase letter',
  },
  'PASSWORD.SPECIAL_REQUIRED': {
    vi: 'Mật khẩu phải có ít nhất một ký tự đặc biệt',
    kr: 'Password must contain at least one special character',
  },
  'PASSWORD.CONFIRMATION_REQUIRED': { vi: 'Vui lòng nhập lại mật khẩu', kr: 'Please confirm your password' },
  'PASSWORD.CONFIRMATION_MISMATCH': { vi: 'Mật khẩu xác nhận không khớp', kr: 'Passwords do not match' },
  'OTP.REQUIRED': { vi: 'Vui lòng nhập mã xác thực', kr: 'Please enter the verification code' },
  'OTP.INVALID': { vi: 'Mã xác thực không hợp lệ', kr: 'Verification code not valid' },
  'OTP.EXPIRED': { vi: 'Mã xác thực đã hết hạn, vui lòng yêu cầu mã mới', kr: 'The verification code has expired; please request a new one' },
  'OTP.LOCKED': {
    vi: 'Bạn đã nhập sai quá nhiều lần, vui lòng yêu cầu mã mới',
    kr: 'Too many wrong attempts; please request a new code',
  },
  'OTP.RATE_LIMITED': {
    vi: 'Bạn đã yêu cầu mã quá nhiều lần, vui lòng thử lại sau',
    kr: 'Too many codes requested; please try again later',
  },
  'OTP.DELIVERY_FAILED': {
    vi: 'Chưa gửi được mã xác thực, vui lòng thử lại sau ít phút',
    kr: 'We could not send the verification code; please try again in a few minutes',
  },
  'AUTH.EMAIL_REQUIRED': { vi: 'Vui lòng nhập email', kr: 'Please enter your email' },
  'AUTH.EMAIL_INVALID': { vi: 'Email không hợp lệ', kr: 'Email address is not valid' },
  'AUTH.PHONE_REQUIRED': { vi: 'Vui lòng nhập số điện thoại', kr: 'Please enter your phone number' },
  'AUTH.PHONE_INVALID': { vi: 'Số điện thoại không hợp lệ', kr: 'Phone number is not valid' },
  'AUTH.NAME_REQUIRED': { vi: 'Vui lòng nhập họ tên', kr: 'Please enter your name' },
  'AUTH.NAME_TOO_LONG': { vi: 'Họ tên tối đa {{max}} ký tự', kr: 'Name can be at most {{max}} characters' },
  'AUTH.ACCOUNT_EXISTS': {
    vi: 'Số điện thoại hoặc email này đã có tài khoản, vui lòng đăng nhập',
    kr: 'An account already uses this phone number or email; please log in',
  },
  'AUTH.ACCOUNT_NOT_FOUND': {
    vi: 'Chưa có tài khoản với số điện thoại hoặc email này, vui lòng đăng ký',
    kr: 'No account uses this phone number or email; please sign up',
  },
  'AUTH.LOGIN_LOCKED': {
    vi: 'Bạn đã nhập sai quá nhiều lần, vui lòng thử lại sau ít phút',
    kr: 'Too many wrong attempts; please try again in a few minutes',
  },
  'AUTH.LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để tiếp tục', kr: 'Please log in to continue' },
  'AUTH.FORBIDDEN': { vi: 'Tài khoản của bạn không có quyền thực hiện thao tác này', kr: 'Your account is not allowed to do this' },
  'AUTH.PASSWORD_INCORRECT': { vi: 'Mật khẩu hiện tại không chính xác', kr: 'The current password is incorrect' },
  'AUTH.PASSWORD_CHANGE_LOCKED': {
    vi: 'Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần, vui lòng thử lại sau ít phút',
    kr: 'Too many wrong current passwords; please try again in a few minutes',
  },
  'AUTH.OAUTH_FAILED': {
    vi: 'Không thể đăng nhập bằng tài khoản mạng xã hội, vui lòng thử lại',
    kr: 'Social login did not complete; please try again',
  },
  'AUTH.PROVIDER_UNAVAILABLE': { vi: 'Phương thức đăng nhập này chưa được hỗ trợ', kr: 'This login method is not available' },
  'ADDRESS.NAME_REQUIRED': { vi: 'Vui lòng nhập họ tên người nhận', kr: "Please enter the recipient's name" },
  'ADDRESS.PHONE_REQUIRED': { vi: 'Vui lòng nhập số điện thoại', kr: 'Please enter a phone number' },
  'ADDRESS.PHONE_INVALID': { vi: 'Số điện thoại không hợp lệ', kr: 'Phone number is not valid' },
  'ADDRESS.TYPE_REQUIRED': { vi: 'Vui lòng chọn loại địa chỉ', kr: 'Please choose an address type' },
  'ADDRESS.DETAIL_REQUIRED': { vi: 'Vui lòng nhập địa chỉ cụ thể', kr: 'Please enter the street address' },
  'ADDRESS.DELIVERY_TIME_INVALID': { vi: 'Thời gian nhận hàng không hợp lệ', kr: 'Delivery time is not valid' },
  'ADDRESS.CITY_REQUIRED': { vi: 'Vui lòng chọn Tỉnh/Thành phố', kr: 'Please choose a province or city' },
  'ADDRESS.DISTRICT_REQUIRED': { vi: 'Vui lòng chọn Quận/Huyện', kr: 'Please choose a district' },
  'ADDRESS.WARD_REQUIRED': { vi: 'Vui lòng chọn Phường/Xã', kr: 'Please choose a ward' },
  'ADDRESS.POSTAL_CODE_REQUIRED': { vi: 'Vui lòng nhập mã bưu chính', kr: 'Please enter a postal code' },
  'ADDRESS.COUNTRY_REQUIRED': { vi: 'Vui lòng chọn quốc gia', kr: 'Please choose a country' },
  'ADDRESS.INVALID': { vi: 'Thông tin địa chỉ không hợp lệ', kr: 'Address details are not valid' },
  'ACCOUNT.DELETE_CONFIRM_REQUIRED': {
    vi: 'Vui lòng xác nhận bạn muốn xoá tài khoản',
    kr: 'Please confirm that you want to delete your account',
  },
  'ACCOUNT.DELETE_BY_SUPPORT': {
    vi: `Tài khoản người bán sẽ được bộ phận hỗ trợ xoá trong ${supportDays} ngày làm việc`,
    kr: `Seller accounts are deleted by our support team within ${supportDays} working days`,
  },
  'ACCOUNT.DELETE_UNAVAILABLE': { vi: 'Tài khoản này không thể tự xoá', kr: 'This account cannot be deleted here' },
} as const satisfies ErrorCatalogue;
