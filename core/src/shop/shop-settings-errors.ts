import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/**
 * Codes of the seller's settings (cai-dat) and of a paused shop. The spec words none of these;
 * they follow its tone. `SHOP.PAUSED` is what a buyer reads when a purchase of a paused shop's
 * product is refused (add to cart, buy now, checkout).
 */
export const SHOP_SETTINGS_ERRORS = {
  'SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED': {
    vi: 'Vui lòng chọn ít nhất một đơn vị vận chuyển',
    kr: 'Please choose at least one carrier',
  },
  'SHOP_SETTINGS.RETURN_REASON_UNKNOWN': { vi: 'Lý do trả hàng không hợp lệ', kr: 'This return reason is not valid' },
  'SHOP_SETTINGS.PAYMENT_METHOD_REQUIRED': {
    vi: 'Vui lòng chọn ít nhất một phương thức thanh toán',
    kr: 'Please choose at least one payment method',
  },
  'SHOP_SETTINGS.BANK_NAME_REQUIRED': { vi: 'Vui lòng nhập tên ngân hàng', kr: 'Please enter the bank name' },
  'SHOP_SETTINGS.ACCOUNT_NUMBER_REQUIRED': { vi: 'Vui lòng nhập số tài khoản', kr: 'Please enter the account number' },
  'SHOP_SETTINGS.ACCOUNT_NUMBER_INVALID': {
    vi: 'Số tài khoản gồm {{min}} đến {{max}} chữ số',
    kr: 'The account number has {{min}} to {{max}} digits',
  },
  'SHOP_SETTINGS.ACCOUNT_HOLDER_REQUIRED': { vi: 'Vui lòng nhập tên chủ tài khoản', kr: 'Please enter the account holder' },
  'SHOP_SETTINGS.TEXT_TOO_LONG': { vi: 'Tối đa {{max}} ký tự', kr: 'At most {{max}} characters' },
  'SHOP_SETTINGS.SHOP_NAME_REQUIRED': { vi: 'Vui lòng nhập tên cửa hàng', kr: 'Please enter the shop name' },
  'SHOP_SETTINGS.SHOP_NAME_LENGTH': {
    vi: 'Tên cửa hàng phải có từ {{min}} đến {{max}} ký tự',
    kr: 'The shop name must be {{min}} to {{max}} characters long',
  },
  'SHOP_SETTINGS.DESCRIPTION_REQUIRED': { vi: 'Vui lòng nhập mô tả cửa hàng', kr: 'Please describe your shop' },
  'SHOP_SETTINGS.DESCRIPTION_LENGTH': {
    vi: 'Mô tả cửa hàng phải có từ {{min}} đến {{max}} ký tự',
    kr: 'The shop description must be {{min}} to {{max}} characters long',
  },
  'SHOP_SETTINGS.ADDRESS_REQUIRED': { vi: 'Vui lòng nhập đầy đủ địa chỉ', kr: 'Please enter the full address' },
  'SHOP_SETTINGS.ADDRESS_UNKNOWN': {
    vi: 'Địa chỉ không hợp lệ, vui lòng chọn lại tỉnh, quận và phường',
    kr: 'The address is not valid, please choose the province, district and ward again',
  },
  'SHOP_SETTINGS.COUNTRY_INVALID': { vi: 'Vui lòng chọn quốc gia', kr: 'Please choose the country' },
  'SHOP_SETTINGS.IMAGE_NOT_UPLOADED': { vi: 'Vui lòng tải ảnh lên lại', kr: 'Please upload the image again' },
  'SHOP_SETTINGS.PAUSE_UNTIL_REQUIRED': { vi: 'Vui lòng chọn ngày mở bán lại', kr: 'Please choose the day you reopen' },
  'SHOP_SETTINGS.PAUSE_UNTIL_INVALID': {
    vi: 'Ngày mở bán lại phải từ ngày mai đến {{max}} ngày tới',
    kr: 'The reopening day must be from tomorrow to {{max}} days ahead',
  },
  'SHOP_SETTINGS.NOT_ALLOWED': { vi: 'Chỉ người bán của cửa hàng mới thay đổi được cài đặt', kr: "Only the shop's seller can change its settings" },
  'SHOP.SHIPPING_OPTION_NOT_OFFERED': {
    vi: 'Shop không giao hàng bằng hình thức này, vui lòng chọn hình thức khác',
    kr: 'This shop does not ship this way, please choose another option',
  },
  'SHOP.PAUSED': {
    vi: 'Cửa hàng đang tạm nghỉ nên chưa nhận đặt hàng, vui lòng quay lại sau',
    kr: 'This shop is on a break and is not taking orders, please come back later',
  },
} as const satisfies ErrorCatalogue;

export type ShopSettingsErrorCode = keyof typeof SHOP_SETTINGS_ERRORS;
