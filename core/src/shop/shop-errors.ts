import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Messages for the shop codes (categories, registration, settings); spec 8 wording where it has one. */
export const SHOP_ERRORS = {
  'SHOP_CATEGORY.TITLE_REQUIRED': { vi: 'Vui lòng nhập tên danh mục', kr: 'Please enter the category title' },
  'SHOP_CATEGORY.TITLE_TOO_SHORT': {
    vi: 'Tên danh mục phải có ít nhất {{min}} ký tự',
    kr: 'The category title must be at least {{min}} characters long',
  },
  'SHOP_CATEGORY.TITLE_TOO_LONG': {
    vi: 'Tên danh mục tối đa {{max}} ký tự',
    kr: 'The category title can be at most {{max}} characters long',
  },
  'SHOP_CATEGORY.PRODUCTS_TOO_MANY': { vi: 'Một danh mục có tối đa {{max}} sản phẩm', kr: 'A category can hold at most {{max}} products' },
  'SHOP_CATEGORY.PRODUCT_NOT_IN_SHOP': {
    vi: 'Chỉ có thể thêm sản phẩm của cửa hàng bạn',
    kr: "Only your shop's products can be added",
  },
  'SHOP_CATEGORY.NOT_FOUND': { vi: 'Danh mục không tồn tại hoặc đã bị xoá', kr: 'This category does not exist or was deleted' },
  'SHOP_CATEGORY.INVALID_FIELD': { vi: 'Giá trị không hợp lệ', kr: 'Invalid value' },
  'SELLER_SHOP.NOT_ALLOWED': {
    vi: 'Chỉ người bán có cửa hàng mới dùng được chức năng này',
    kr: 'Only a seller with a shop can do this',
  },
  'SIZE_CHART.NAME_REQUIRED': { vi: 'Vui lòng nhập tên bảng size', kr: 'Please enter the size chart name' },
  'SIZE_CHART.NAME_TOO_LONG': { vi: 'Tên bảng size tối đa {{max}} ký tự', kr: 'The size chart name can be at most {{max}} characters long' },
  'SIZE_CHART.TYPE_INVALID': { vi: 'Vui lòng chọn loại bảng size', kr: 'Please choose the kind of size chart' },
  'SIZE_CHART.ROWS_REQUIRED': { vi: 'Vui lòng thêm ít nhất một size', kr: 'Please add at least one size' },
  'SIZE_CHART.ROWS_TOO_MANY': { vi: 'Bảng size có tối đa {{max}} size', kr: 'A size chart can have at most {{max}} sizes' },
  'SIZE_CHART.SIZE_NAME_REQUIRED': { vi: 'Vui lòng nhập tên size', kr: 'Please enter the size name' },
  'SIZE_CHART.SIZE_NAME_TOO_LONG': { vi: 'Tên size tối đa {{max}} ký tự', kr: 'The size name can be at most {{max}} characters long' },
  'SIZE_CHART.SIZE_NAME_DUPLICATE': { vi: 'Tên size bị trùng', kr: 'This size name is already in the chart' },
  'SIZE_CHART.RANGE_INVALID': {
    vi: 'Nhập một số nguyên hoặc khoảng a-b, ví dụ 84-88',
    kr: 'Enter a whole number or a range a-b, e.g. 84-88',
  },
  'SIZE_CHART.NOT_FOUND': { vi: 'Bảng size không tồn tại hoặc đã bị xoá', kr: 'This size chart does not exist or was deleted' },
  'SHOP_CATEGORY.TOGGLE_NOT_CONFIRMED': {
    vi: 'Vui lòng xác nhận để thay đổi trạng thái hiển thị của danh mục',
    kr: 'Please confirm to change whether the category is shown',
  },
  'SELLER_APPLICATION.FULL_NAME_REQUIRED': { vi: 'Vui lòng nhập họ và tên', kr: 'Please enter your full name' },
  'SELLER_APPLICATION.FULL_NAME_LENGTH': {
    vi: 'Họ và tên phải có từ {{min}} đến {{max}} ký tự',
    kr: 'Full name must be {{min}} to {{max}} characters long',
  },
  'SELLER_APPLICATION.PHONE_REQUIRED': { vi: 'Vui lòng nhập số điện thoại', kr: 'Please enter your phone number' },
  'SELLER_APPLICATION.PHONE_INVALID': { vi: 'Số điện thoại không hợp lệ', kr: 'Invalid phone number' },
  'SELLER_APPLICATION.ID_NUMBER_REQUIRED': { vi: 'Vui lòng nhập số CCCD/CMND', kr: 'Please enter your ID number' },
  'SELLER_APPLICATION.INVALID_ID_DOCUMENT': { vi: 'Giấy tờ tùy thân không hợp lệ', kr: 'Invalid ID document' },
  'SELLER_APPLICATION.EMAIL_REQUIRED': { vi: 'Vui lòng nhập email', kr: 'Please enter your email' },
  'SELLER_APPLICATION.EMAIL_INVALID': { vi: 'Email không hợp lệ', kr: 'Invalid email address' },
  'SELLER_APPLICATION.DOB_INVALID': { vi: 'Ngày sinh không hợp lệ, nhập ngày/tháng/năm có thật, ví dụ 12/03/1995', kr: 'Invalid date of birth: enter a real day as DD/MM/YYYY, e.g. 12/03/1995' },
  'SELLER_APPLICATION.STORE_NAME_REQUIRED': { vi: 'Vui lòng nhập tên cửa hàng', kr: 'Please enter the store name' },
  'SELLER_APPLICATION.INDUSTRY_REQUIRED': { vi: 'Vui lòng chọn ngành hàng kinh doanh', kr: 'Please choose your industry' },
  'SELLER_APPLICATION.INDUSTRY_OTHER_REQUIRED': { vi: 'Vui lòng nhập ngành hàng khác', kr: 'Please describe your industry' },
  'SELLER_APPLICATION.PLATFORM_REQUIRED': {
    vi: 'Vui lòng chọn nền tảng kinh doanh',
    kr: 'Please choose where you sell today',
  },
  'SELLER_APPLICATION.LINK_REQUIRED': { vi: 'Vui lòng nhập đường dẫn cửa hàng', kr: 'Please enter your shop link' },
  'SELLER_APPLICATION.LINK_INVALID': { vi: 'Đường dẫn không hợp lệ', kr: 'Invalid link' },
  'SELLER_APPLICATION.BUSINESS_TYPE_REQUIRED': { vi: 'Vui lòng chọn loại hình kinh doanh', kr: 'Please choose the business type' },
  'SELLER_APPLICATION.DESCRIPTION_REQUIRED': { vi: 'Vui lòng nhập mô tả cửa hàng', kr: 'Please describe your shop' },
  'SELLER_APPLICATION.DESCRIPTION_LENGTH': {
    vi: 'Mô tả cửa hàng phải có từ {{min}} đến {{max}} ký tự',
    kr: 'The shop description must be {{min}} to {{max}} characters long',
  },
  'SELLER_APPLICATION.ADDRESS_REQUIRED': { vi: 'Vui lòng nhập đầy đủ địa chỉ', kr: 'Please enter the full address' },
  'SELLER_APPLICATION.ID_FRONT_PHOTO_REQUIRED': {
    vi: 'Vui lòng tải lên ảnh mặt trước CCCD/CMND',
    kr: 'Please upload the front of your ID card',
  },
  'SELLER_APPLICATION.ID_BACK_PHOTO_REQUIRED': {
    vi: 'Vui lòng tải lên ảnh mặt sau CCCD/CMND',
    kr: 'Please upload the back of your ID card',
  },
  'SELLER_APPLICATION.LICENCE_PHOTO_REQUIRED': {
    vi: 'Vui lòng tải lên ảnh giấy phép kinh doanh',
    kr: 'Please upload your business licence',
  },
  'SELLER_APPLICATION.PHOTO_INVALID': { vi: 'Đường dẫn hình ảnh không hợp lệ', kr: 'Invalid image URL' },
  'SELLER_APPLICATION.INVALID_FIELD': { vi: 'Giá trị không hợp lệ', kr: 'Invalid value' },
  'SHOP_SETTINGS.RETURN_REASON_REQUIRED': {
    vi: 'Vui lòng chọn ít nhất một lý do trả hàng',
    kr: 'Please choose at least one return reason',
  },
  'SHOP_SETTINGS.RETURN_PERIOD_REQUIRED': { vi: 'Vui lòng nhập thời hạn đổi trả', kr: 'Please enter the return period' },
  'SHOP_SETTINGS.RETURN_PERIOD_INVALID': {
    vi: 'Thời hạn đổi trả phải từ {{min}} đến {{max}} ngày',
    kr: 'The return period must be {{min}} to {{max}} days',
  },
  'SHOP_SETTINGS.RETURN_CONDITION_REQUIRED': {
    vi: 'Vui lòng chọn ít nhất một điều kiện đổi trả',
    kr: 'Please choose at least one return condition',
  },
  'SHOP_SETTINGS.INVALID_FIELD': { vi: 'Giá trị không hợp lệ', kr: 'Invalid value' },
  /** Shown to buyers when `sellerIsInactive` holds for a seller in their order. */
  'SHOP.SELLER_INACTIVE': {
    vi: 'Một số người bán không hoạt động hơn {{days}} ngày, vui lòng liên hệ người bán',
    kr: 'Some sellers have been inactive for more than {{days}} days, please contact the seller',
  },
} as const satisfies ErrorCatalogue;

/** A code of this folder. */
export type ShopErrorCode = keyof typeof SHOP_ERRORS;
