import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/** Codes the commerce API answers cart and catalogue calls with, and the spec's cart messages. */
export const CART_ERRORS = {
  'CART.OUT_OF_STOCK': { vi: 'Số lượng vượt quá hàng còn lại', kr: 'The quantity exceeds the stock left' },
  'CART.VARIANT_REQUIRED': { vi: 'Vui lòng chọn phân loại hàng', kr: 'Please select product classification' },
  'CART.VARIANT_NOT_FOUND': { vi: 'Phân loại hàng không còn tồn tại', kr: 'This product classification no longer exists' },
  'CART.LINE_NOT_FOUND': { vi: 'Sản phẩm không còn trong giỏ hàng', kr: 'This item is no longer in your cart' },
  'CART.QUANTITY_INVALID': { vi: 'Số lượng phải từ 1 trở lên', kr: 'The quantity must be at least 1' },
  'CART.ITEM_DELETED': { vi: 'Đã xoá sản phẩm', kr: 'Item deleted' },
  'PRODUCT.NOT_FOUND': { vi: 'Sản phẩm không tồn tại hoặc đã bị ẩn', kr: 'This product does not exist or is hidden' },
  'PRODUCT.LIST_LOAD_FAILED': { vi: 'Không tải được danh sách sản phẩm', kr: 'Could not load the product list' },
  'AUTH.TOKEN_MISSING': { vi: 'Vui lòng đăng nhập để tiếp tục', kr: 'Please log in to continue' },
  'AUTH.TOKEN_INVALID': { vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', kr: 'Your session has expired, please log in again' },
  'REQUEST.INVALID': { vi: 'Dữ liệu gửi lên không hợp lệ', kr: 'The request is not valid' },
  'REQUEST.TOO_LARGE': { vi: 'Dữ liệu gửi lên quá lớn', kr: 'The request is too large' },
  'REQUEST.RATE_LIMITED': {
    vi: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút',
    kr: 'Too many requests, please try again in a few minutes',
  },
  // Issue 24: a JSON body nested deeper than any form of the app, refused before it is walked.
  'REQUEST.TOO_DEEP': { vi: 'Dữ liệu gửi lên lồng nhau quá sâu', kr: 'The request is nested too deeply' },
  // Issue 24: a write sent by a page of another site, or with a body that is not JSON.
  'REQUEST.CROSS_SITE': { vi: 'Yêu cầu không được gửi từ trang Modavi', kr: 'This request did not come from a Modavi page' },
  'REQUEST.JSON_REQUIRED': { vi: 'Dữ liệu gửi lên phải ở dạng JSON', kr: 'The request must be sent as JSON' },
  // A number beyond ±(2^53 - 1) or a text with half a character (a lone UTF-16 surrogate): nothing the app sends, nothing the database keeps.
  'REQUEST.VALUE_UNSUPPORTED': { vi: 'Dữ liệu gửi lên có giá trị không được hỗ trợ', kr: 'The request holds a value that is not supported' },
  'SERVER.UNKNOWN': { vi: 'Lỗi không xác định', kr: 'Unknown error' },
  'SERVER.TRY_AGAIN': {
    vi: 'Đã có lỗi xảy ra, vui lòng thử lại sau ít phút',
    kr: 'Something went wrong, please try again in a few minutes',
  },
} as const satisfies ErrorCatalogue;
