import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/**
 * Messages for every code of promotions: vouchers, promotion programs, banners and the price
 * lock. Where spec section 8 gives a sentence, the kr (English) text follows it.
 */
export const PROMOTIONS_ERRORS = {
  // Voucher applicability
  'VOUCHER.NOT_STARTED': { vi: 'Voucher chưa đến thời gian sử dụng', kr: 'This voucher cannot be used yet' },
  'VOUCHER.EXPIRED': { vi: 'Voucher đã hết hạn', kr: 'This voucher has expired' },
  'VOUCHER.MIN_ORDER_NOT_MET': { vi: 'Chưa đủ điều kiện áp dụng voucher', kr: 'Voucher conditions not met' },
  'VOUCHER.APP_ONLY': { vi: 'Mua hàng trên ứng dụng để sử dụng voucher', kr: 'Buy on the app to use this voucher' },
  'VOUCHER.PHONE_PROOF_REQUIRED': {
    vi: 'Voucher cho đơn hàng đầu tiên cần số điện thoại đã xác minh, vui lòng đăng nhập bằng số điện thoại',
    kr: 'A first-order voucher needs a verified phone number, please log in with your phone',
  },
  'VOUCHER.FIRST_PURCHASE_ONLY': {
    vi: 'Voucher chỉ dành cho khách hàng mua lần đầu',
    kr: 'This voucher is for first-time buyers only',
  },
  'VOUCHER.NOT_FOR_USER': { vi: 'Voucher không dành cho tài khoản của bạn', kr: 'This voucher is not available for your account' },
  'VOUCHER.NOT_FOR_SHOP': { vi: 'Voucher không áp dụng cho cửa hàng này', kr: 'This voucher does not apply to this shop' },
  'VOUCHER.NOT_FOR_PRODUCTS': {
    vi: 'Voucher không áp dụng cho sản phẩm đã chọn',
    kr: 'This voucher does not apply to the selected products',
  },
  'VOUCHER.CUSTOMER_LIMIT_REACHED': {
    vi: 'Bạn đã dùng hết {{max}} lượt sử dụng voucher này',
    kr: 'You have used this voucher the maximum {{max}} times',
  },
  'VOUCHER.BUDGET_EXHAUSTED': { vi: 'Voucher đã hết ngân sách', kr: 'This voucher has run out of budget' },
  'VOUCHER.OUT_OF_USES': { vi: 'Voucher đã hết lượt sử dụng', kr: 'This voucher has been fully used' },
  'VOUCHER.NOT_FOUND': { vi: 'Mã voucher không tồn tại', kr: 'This voucher code does not exist' },
  'VOUCHER.NOT_COMBINABLE': {
    vi: 'Đã có voucher khác cùng loại được áp dụng',
    kr: 'Another voucher of the same kind is already applied',
  },
  'VOUCHER.FREESHIP_NOT_WITH_EXPRESS': {
    vi: 'Mã miễn phí vận chuyển không áp dụng cho giao hàng hỏa tốc',
    kr: 'Not available with express shipping',
  },
  // Voucher wallet (saving on /khuyen-mai) and the pages around promotions
  'VOUCHER.CONDITIONS_NOT_MET': { vi: 'Chưa đủ điều kiện áp dụng voucher', kr: 'Voucher conditions not met' },
  'VOUCHER.SAVE_LIMIT_REACHED': { vi: 'Voucher đã hết lượt lưu', kr: 'This voucher has no saves left' },
  'VOUCHER.SAVE_LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để lưu voucher', kr: 'Please log in to save vouchers' },
  'BANNER.NOT_FOUND': { vi: 'Banner không tồn tại hoặc đã bị xoá', kr: 'This banner does not exist or was deleted' },
  'COLLECTION.NOT_FOUND': { vi: 'Bộ sưu tập không tồn tại', kr: 'This collection does not exist' },
  // Favourites and analytics (engagement around the catalogue; kept here so the server answers with them as it does with promotions' codes)
  'FAVOURITE.LOGIN_REQUIRED': { vi: 'Vui lòng đăng nhập để lưu sản phẩm yêu thích', kr: 'Please log in to save favourites' },
  'ANALYTICS.BATCH_INVALID': { vi: 'Dữ liệu sự kiện không hợp lệ', kr: 'The event batch is not valid' },
  // Voucher form
  'VOUCHER.REQUIRED': { vi: 'Vui lòng nhập thông tin này', kr: 'This field is required' },
  'VOUCHER.NAME_TOO_LONG': { vi: 'Tên voucher tối đa {{max}} ký tự', kr: 'Voucher name can be at most {{max}} characters' },
  'VOUCHER.CODE_TOO_LONG': { vi: 'Mã voucher tối đa {{max}} ký tự', kr: 'Voucher code can be at most {{max}} characters' },
  'VOUCHER.PRODUCTS_REQUIRED': { vi: 'Vui lòng chọn ít nhất một sản phẩm', kr: 'Please choose at least one product' },
  'VOUCHER.COUNT_INVALID': { vi: 'Vui lòng nhập số nguyên từ {{min}} trở lên', kr: 'Please enter a whole number of at least {{min}}' },
  'VOUCHER.PERCENT_RANGE': { vi: 'Mức giảm phải từ {{min}}% đến {{max}}%', kr: 'The discount must be from {{min}}% to {{max}}%' },
  'VOUCHER.VALUE_POSITIVE': { vi: 'Mức giảm phải lớn hơn 0', kr: 'The discount must be above 0' },
  'VOUCHER.MAX_DISCOUNT_POSITIVE': { vi: 'Mức giảm tối đa phải lớn hơn 0', kr: 'The maximum discount must be above 0' },
  'VOUCHER.MIN_ORDER_INVALID': {
    vi: 'Giá trị đơn hàng tối thiểu không hợp lệ',
    kr: 'The minimum order value is not valid',
  },
  'VOUCHER.BUDGET_POSITIVE': { vi: 'Ngân sách tối đa phải lớn hơn 0', kr: 'The maximum budget must be above 0' },
  'VOUCHER.END_BEFORE_START': {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    kr: 'The end time must be after the start time',
  },
  'VOUCHER.CODE_INVALID': { vi: 'Mã voucher chỉ gồm chữ cái và chữ số', kr: 'The voucher code may only hold letters and digits' },
  // The seller's vouchers (ma-giam-gia)
  'VOUCHER.CODE_TAKEN': { vi: 'Mã voucher đã được sử dụng, vui lòng chọn mã khác', kr: 'This voucher code is taken, please choose another' },
  'VOUCHER.END_IN_PAST': { vi: 'Thời gian kết thúc phải sau thời điểm hiện tại', kr: 'The end time must be in the future' },
  'VOUCHER.NOT_EDITABLE': { vi: 'Voucher đã kết thúc, không thể chỉnh sửa', kr: 'This voucher has ended and can no longer be changed' },
  'VOUCHER.LOCKED_WHILE_RUNNING': {
    vi: 'Không thể thay đổi thông tin này khi voucher đang diễn ra',
    kr: 'This cannot be changed while the voucher is running',
  },
  'VOUCHER.COUNT_BELOW_USED': { vi: 'Số lượng không được nhỏ hơn số đã dùng ({{min}})', kr: 'The count cannot be below what is already used ({{min}})' },
  'VOUCHER.NOT_RUNNING': { vi: 'Chỉ có thể kết thúc voucher đang diễn ra', kr: 'Only a running voucher can be ended early' },
  'VOUCHER.DELETE_RUNNING': { vi: 'Hãy kết thúc voucher đang diễn ra trước khi xoá', kr: 'End a running voucher before deleting it' },
  'VOUCHER.PRODUCT_NOT_IN_SHOP': { vi: 'Chỉ có thể chọn sản phẩm của cửa hàng bạn', kr: "Only your shop's products can be chosen" },
  'VOUCHER.USER_NOT_CUSTOMER': { vi: 'Chỉ có thể chọn khách hàng của cửa hàng bạn', kr: "Only your shop's customers can be chosen" },
  // Promotion program form
  'PROMOTION.REQUIRED': { vi: 'Vui lòng nhập thông tin này', kr: 'This field is required' },
  'PROMOTION.NAME_TOO_LONG': {
    vi: 'Tên chương trình tối đa {{max}} ký tự',
    kr: 'Program name can be at most {{max}} characters',
  },
  'PROMOTION.DESCRIPTION_TOO_LONG': { vi: 'Mô tả tối đa {{max}} ký tự', kr: 'Description can be at most {{max}} characters' },
  'PROMOTION.END_BEFORE_START': {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    kr: 'The end time must be after the start time',
  },
  'PROMOTION.PRODUCTS_REQUIRED': { vi: 'Vui lòng thêm ít nhất một sản phẩm', kr: 'Please add at least one product' },
  'PROMOTION.PRODUCT_DUPLICATE': {
    vi: 'Sản phẩm này đã có trong chương trình',
    kr: 'This product is already in the program',
  },
  'PROMOTION.DISCOUNT_RANGE': {
    vi: 'Mức giảm phải lớn hơn 0 và không quá {{max}}%',
    kr: 'The discount must be above 0 and at most {{max}}%',
  },
  'PROMOTION.MAX_DISCOUNT_POSITIVE': { vi: 'Mức giảm tối đa phải lớn hơn 0', kr: 'The maximum discount must be above 0' },
  'PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT': {
    vi: 'Mức giảm tối đa không được vượt quá mức giảm ({{max}})',
    kr: 'The maximum discount cannot exceed the discount ({{max}})',
  },
  'PROMOTION.LIMIT_INVALID': { vi: 'Giới hạn phải là số nguyên từ {{min}} trở lên', kr: 'The limit must be a whole number of at least {{min}}' },
  'PROMOTION.PRODUCT_LIMIT_INVALID': {
    vi: 'Số lượng sản phẩm khuyến mãi phải khác 0',
    kr: 'The promotion product limit cannot be 0',
  },
  'PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT': {
    vi: 'Số lượng sản phẩm khuyến mãi không được nhỏ hơn giới hạn đặt hàng ({{min}})',
    kr: 'The promotion product limit cannot be below the order limit ({{min}})',
  },
  // The seller's programs (chuong-trinh-cua-toi)
  'PROMOTION.END_IN_PAST': { vi: 'Thời gian kết thúc phải sau thời điểm hiện tại', kr: 'The end time must be in the future' },
  'PROMOTION.NOT_EDITABLE': { vi: 'Chương trình đã kết thúc, không thể chỉnh sửa', kr: 'This program has ended and can no longer be changed' },
  'PROMOTION.LOCKED_WHILE_RUNNING': {
    vi: 'Không thể thay đổi thông tin này khi chương trình đang diễn ra',
    kr: 'This cannot be changed while the program is running',
  },
  'PROMOTION.PRODUCT_LIMIT_BELOW_SOLD': {
    vi: 'Số lượng khuyến mãi không được nhỏ hơn số đã bán ({{min}})',
    kr: 'The promotion stock cannot be below what has sold ({{min}})',
  },
  'PROMOTION.FLASH_SALE_TOO_LONG': { vi: 'Flash sale kéo dài tối đa {{max}} giờ', kr: 'A flash sale lasts at most {{max}} hours' },
  'PROMOTION.NOT_FOUND': { vi: 'Chương trình không tồn tại hoặc đã bị xoá', kr: 'This program does not exist or was deleted' },
  'PROMOTION.NOT_RUNNING': { vi: 'Chỉ có thể kết thúc chương trình đang diễn ra', kr: 'Only a running program can be ended early' },
  'PROMOTION.DELETE_RUNNING': { vi: 'Hãy kết thúc chương trình đang diễn ra trước khi xoá', kr: 'End a running program before deleting it' },
  'PROMOTION.PRODUCT_NOT_IN_SHOP': { vi: 'Chỉ có thể chọn sản phẩm của cửa hàng bạn', kr: "Only your shop's products can be chosen" },
  'PROMOTION.PRODUCT_IN_OTHER_PROGRAM': {
    vi: 'Sản phẩm đã có trong một chương trình khác cùng thời gian',
    kr: 'This product is already in another program at the same time',
  },
  'PROMOTION.IMAGE_NOT_UPLOADED': { vi: 'Vui lòng tải ảnh lên lại', kr: 'Please upload the image again' },
  // Promotion purchase
  'PROMOTION.STOCK_EXCEEDED': {
    vi: 'Đơn hàng vượt quá số lượng khuyến mãi còn lại, vui lòng điều chỉnh số lượng',
    kr: 'Order exceeds remaining promotion stock, adjust quantity',
  },
  'PROMOTION.USER_LIMIT_EXCEEDED': {
    vi: 'Số lượng mua vượt quá giới hạn khuyến mãi cho mỗi khách hàng',
    kr: 'Purchase exceeds per-user promotion limit',
  },
  // Banner form
  'BANNER.REQUIRED': { vi: 'Vui lòng nhập thông tin này', kr: 'This field is required' },
  'BANNER.TITLE_LENGTH': {
    vi: 'Tiêu đề phải từ {{min}} đến {{max}} ký tự',
    kr: 'The title must be {{min}} to {{max}} characters',
  },
  'BANNER.END_BEFORE_TODAY': {
    vi: 'Ngày kết thúc phải từ hôm nay trở đi',
    kr: 'The end date must be today or later',
  },
  'BANNER.END_BEFORE_START': { vi: 'Ngày kết thúc phải sau ngày bắt đầu', kr: 'The end date must be after the start date' },
  'BANNER.URL_INVALID': { vi: 'Đường dẫn liên kết không hợp lệ', kr: 'The related URL is not valid' },
  'BANNER.TYPE_INVALID': { vi: 'Vui lòng chọn loại banner', kr: 'Please choose the banner type' },
  'BANNER.PRODUCTS_TOO_MANY': { vi: 'Banner có tối đa {{max}} sản phẩm liên quan', kr: 'A banner can list at most {{max}} related products' },
  'BANNER.PRODUCT_NOT_IN_SHOP': {
    vi: 'Chỉ có thể chọn sản phẩm của cửa hàng bạn',
    kr: "Only your shop's products can be chosen",
  },
  'BANNER.IMAGE_NOT_UPLOADED': { vi: 'Vui lòng tải ảnh lên lại', kr: 'Please upload the image again' },
  'BANNER.IMAGE_RATIO': {
    vi: 'Ảnh phải có tỉ lệ {{width}}x{{height}}',
    kr: 'The image must have a {{width}}x{{height}} ratio',
  },
} as const satisfies ErrorCatalogue;
