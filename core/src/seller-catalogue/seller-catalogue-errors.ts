import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/**
 * Messages for the seller-catalogue codes. PRODUCT.* codes follow the product API's error
 * texts (spec 8); FILE.* carry the upload messages of spec 8.
 */
export const SELLER_CATALOGUE_ERRORS = {
  'PRODUCT.MISSING_NAME': { vi: 'Vui lòng nhập tên sản phẩm', kr: 'Product name is missing' },
  'PRODUCT.INVALID_NAME_LENGTH': {
    vi: 'Tên sản phẩm phải có từ {{min}} đến {{max}} ký tự',
    kr: 'Product name must be {{min}} to {{max}} characters long',
  },
  'PRODUCT.MISSING_DESCRIPTION': { vi: 'Vui lòng nhập mô tả sản phẩm', kr: 'Product description is missing' },
  'PRODUCT.INVALID_DESCRIPTION_LENGTH': {
    vi: 'Mô tả sản phẩm phải có từ {{min}} đến {{max}} ký tự',
    kr: 'Product description must be {{min}} to {{max}} characters long',
  },
  'PRODUCT.SENSITIVE_CONTENT': {
    vi: 'Nội dung chứa từ ngữ nhạy cảm, vui lòng chỉnh sửa',
    kr: 'The text contains sensitive content, please edit it',
  },
  'PRODUCT.MISSING_IMAGE': { vi: 'Vui lòng thêm ít nhất một hình ảnh sản phẩm', kr: 'Product image is missing' },
  'PRODUCT.INVALID_IMAGE_URL': { vi: 'Đường dẫn hình ảnh không hợp lệ', kr: 'Invalid image URL' },
  'PRODUCT.IMAGES_MAX': { vi: 'Chỉ được tải lên tối đa {{max}} hình ảnh', kr: 'You can upload at most {{max}} images' },
  'PRODUCT.VIDEOS_MAX': { vi: 'Chỉ được tải lên {{max}} video', kr: 'You can upload only {{max}} video' },
  'PRODUCT.INVALID_VIDEO_URL': { vi: 'Đường dẫn video không hợp lệ', kr: 'Invalid video URL' },
  'PRODUCT.VIDEO_NOT_SUPPORTED': {
    vi: 'Định dạng video không được hỗ trợ (mp4, webm, mov)',
    kr: 'Video format not supported (mp4, webm, mov)',
  },
  'PRODUCT.MISSING_CATEGORY': { vi: 'Vui lòng chọn ngành hàng', kr: 'Please choose a category' },
  'PRODUCT.INVALID_ID': { vi: 'Mã định danh không hợp lệ', kr: 'Invalid ID' },
  'PRODUCT.MISSING_PRICE': { vi: 'Vui lòng nhập giá bán', kr: 'Price is missing' },
  'PRODUCT.INVALID_PRICE': { vi: 'Giá bán phải là số từ {{min}} trở lên', kr: 'Price must be a number of at least {{min}}' },
  'PRODUCT.MISSING_QUANTITY': { vi: 'Vui lòng nhập số lượng tồn kho', kr: 'Quantity is missing' },
  'PRODUCT.INVALID_QUANTITY': { vi: 'Số lượng phải là số nguyên từ {{min}} trở lên', kr: 'Quantity must be a whole number of at least {{min}}' },
  'PRODUCT.MISSING_WEIGHT': { vi: 'Vui lòng nhập cân nặng', kr: 'Weight is missing' },
  'PRODUCT.INVALID_WEIGHT': {
    vi: 'Cân nặng phải từ {{min}} đến {{max}} gram',
    kr: 'Weight must be between {{min}} and {{max}} grams',
  },
  'PRODUCT.MISSING_LENGTH': { vi: 'Vui lòng nhập chiều dài đóng gói', kr: 'Length is missing' },
  'PRODUCT.INVALID_LENGTH': { vi: 'Chiều dài phải lớn hơn {{min}} cm', kr: 'Length must be greater than {{min}} cm' },
  'PRODUCT.MISSING_WIDTH': { vi: 'Vui lòng nhập chiều rộng đóng gói', kr: 'Width is missing' },
  'PRODUCT.INVALID_WIDTH': { vi: 'Chiều rộng phải lớn hơn {{min}} cm', kr: 'Width must be greater than {{min}} cm' },
  'PRODUCT.MISSING_HEIGHT': { vi: 'Vui lòng nhập chiều cao đóng gói', kr: 'Height is missing' },
  'PRODUCT.INVALID_HEIGHT': { vi: 'Chiều cao phải lớn hơn {{min}} cm', kr: 'Height must be greater than {{min}} cm' },
  'PRODUCT.MISSING_PREPARATION_TIME': { vi: 'Vui lòng nhập thời gian chuẩn bị hàng', kr: 'Preparation time is missing' },
  'PRODUCT.INVALID_PREPARATION_TIME': {
    vi: 'Thời gian chuẩn bị hàng phải từ {{min}} đến {{max}} ngày',
    kr: 'Preparation time must be {{min}} to {{max}} days',
  },
  'PRODUCT.MISSING_RETURN_PERIOD': { vi: 'Vui lòng nhập thời hạn đổi trả', kr: 'Return period is missing' },
  'PRODUCT.INVALID_RETURN_PERIOD': {
    vi: 'Thời hạn đổi trả phải từ {{min}} đến {{max}} ngày',
    kr: 'Return period must be {{min}} to {{max}} days',
  },
  'PRODUCT.MISSING_RETURN_CONDITION': {
    vi: 'Vui lòng chọn ít nhất một điều kiện đổi trả',
    kr: 'Please choose at least one return condition',
  },
  'PRODUCT.MISSING_CLASSIFICATION_NAME': { vi: 'Vui lòng nhập tên phân loại', kr: 'Classification name is missing' },
  'PRODUCT.MISSING_OPTION_TYPE': { vi: 'Vui lòng chọn loại phân loại', kr: 'Please choose the option type' },
  'PRODUCT.MISSING_OPTION': {
    vi: 'Mỗi phân loại cần ít nhất một tuỳ chọn',
    kr: 'Each classification needs at least one option',
  },
  'PRODUCT.MISSING_OPTION_NAME': { vi: 'Vui lòng nhập tên tuỳ chọn', kr: 'Option name is missing' },
  'PRODUCT.INVALID_OPTION_NAME_LENGTH': {
    vi: 'Tên tuỳ chọn phải có ít nhất {{min}} ký tự',
    kr: 'Option name must be at least {{min}} characters long',
  },
  'PRODUCT.CLASSIFICATIONS_MAX': {
    vi: 'Chỉ được thêm tối đa {{max}} phân loại (màu sắc, kích cỡ)',
    kr: 'You can add at most {{max}} classifications (colour, size)',
  },
  'PRODUCT.OPTION_NAME_DUPLICATE': { vi: 'Tên tuỳ chọn bị trùng trong phân loại này', kr: 'This option name is already used in this classification' },
  'PRODUCT.VARIANTS_MISMATCH': {
    vi: 'Bảng phân loại hàng chưa khớp với các tuỳ chọn, vui lòng kiểm tra lại',
    kr: 'The variant table does not match the options, please check it again',
  },
  'PRODUCT.SIZE_DETAIL_MISSING_SIZE': { vi: 'Vui lòng nhập tên kích cỡ', kr: 'Size name is missing' },
  'PRODUCT.SIZE_DETAIL_MISSING_HEIGHT': { vi: 'Vui lòng nhập chiều cao cho kích cỡ', kr: 'Please enter the height for this size' },
  'PRODUCT.SIZE_DETAIL_MISSING_WEIGHT': { vi: 'Vui lòng nhập cân nặng cho kích cỡ', kr: 'Please enter the weight for this size' },
  'PRODUCT.SIZE_DETAIL_INVALID_RANGE': {
    vi: 'Khoảng giá trị không hợp lệ (giá trị nhỏ nhất phải lớn hơn 0 và không vượt quá giá trị lớn nhất)',
    kr: 'Invalid range (the minimum must be above 0 and not above the maximum)',
  },
  'PRODUCT.INVALID_LINK': { vi: 'Đường dẫn sản phẩm không hợp lệ', kr: 'Invalid product link' },
  'PRODUCT.INVALID_FIELD': { vi: 'Giá trị không hợp lệ', kr: 'Invalid value' },
  'PRODUCT.CANNOT_UPDATE_PRICE': {
    vi: 'Không thể cập nhật giá: chỉ được đổi giá tối đa {{max}} lần trong {{days}} ngày, bạn đã dùng hết lượt. Hãy giữ giá cũ và thử lại sau',
    kr: 'Cannot update price: the price can change at most {{max}} times in {{days}} days and you have used them all. Keep the old price and try again later',
  },
  'PRODUCT.TEXT_TOO_LONG': { vi: 'Tối đa {{max}} ký tự', kr: 'At most {{max}} characters' },
  'PRODUCT.NOT_DRAFT': { vi: 'Chỉ có thể xoá sản phẩm nháp', kr: 'Only a draft can be deleted' },
  'PRODUCT.CATEGORY_NOT_FOUND': { vi: 'Ngành hàng không tồn tại', kr: 'This category does not exist' },
  'PRODUCT.SIZE_CHART_NOT_FOUND': { vi: 'Bảng kích cỡ không thuộc cửa hàng của bạn', kr: 'This size chart is not one of your shop' },
  'PRODUCT.IMAGE_NOT_UPLOADED': {
    vi: 'Hình ảnh phải được tải lên từ máy của bạn',
    kr: 'Images must be uploaded from your device',
  },
  'PRODUCT.VIDEO_NOT_UPLOADED': { vi: 'Video không hợp lệ', kr: 'This video is not valid' },
  'PRODUCT.REJECT_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do từ chối', kr: 'Please enter the reason for rejection' },
  'PRODUCT.SELLER_ONLY': { vi: 'Chỉ người bán mới thực hiện được thao tác này', kr: 'Only a seller can do this' },
  'PRODUCT.ADMIN_ONLY': { vi: 'Chỉ quản trị viên mới thực hiện được thao tác này', kr: 'Only an administrator can do this' },
  'PRODUCT.APPROVAL_NOT_WAITING': {
    vi: 'Sản phẩm không ở trạng thái chờ xác nhận',
    kr: 'The product is not waiting for confirmation',
  },
  'BULK.UNKNOWN_ID': {
    vi: 'Không tìm thấy sản phẩm hoặc phân loại có mã này trong cửa hàng của bạn',
    kr: 'No product or variant with this ID in your shop',
  },
  'BULK.DUPLICATE_ROW': { vi: 'Sản phẩm này đã có ở một dòng phía trên', kr: 'This item is already on a line above' },
  'BULK.TOO_MANY_ROWS': { vi: 'Mỗi lần chỉ được sửa tối đa {{max}} dòng', kr: 'You can edit at most {{max}} lines at once' },
  'BULK.SHEET_TOO_LARGE': { vi: 'Tệp quá lớn (tối đa {{max}} MB)', kr: 'The file is too large (at most {{max}} MB)' },
  'EXPORT.NOT_FOUND': {
    vi: 'Tệp không còn: lịch sử tải xuống chỉ lưu trong {{days}} ngày',
    kr: 'The file is gone: the download history is kept for {{days}} days',
  },
  'FILE.READ_ERROR': { vi: 'Lỗi đọc tệp', kr: 'Error reading file' },
  'FILE.IMAGE_NOT_SUPPORTED': {
    vi: 'Tệp hình ảnh không được hỗ trợ (png, jpg, jpeg, gif, svg)',
    kr: 'Image file not supported (png, jpg, jpeg, gif, svg)',
  },
  'FILE.UPLOAD_FAILED': { vi: 'Tải lên thất bại', kr: 'Upload failed' },
  'FILE.LIST_NOT_CORRECT': { vi: 'Danh sách không đúng', kr: 'The list is not correct' },
  'FILE.VIDEO_TOO_LONG': { vi: 'Video dài tối đa {{max}} giây', kr: 'Videos can be at most {{max}} seconds long' },
} as const satisfies ErrorCatalogue;

/** A code of this folder. */
export type SellerCatalogueErrorCode = keyof typeof SELLER_CATALOGUE_ERRORS;
