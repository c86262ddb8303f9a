import type { ErrorCatalogue } from '../errors/error-catalogue.js';
import type { PromotionPurchaseCode } from '../promotions/promotion-purchase.js';
import type { VoucherRefusalCode } from '../promotions/voucher-applicability.js';

/** Codes of checkout, with their messages in both locales (spec section 8's wording). */
export const CHECKOUT_ERRORS = {
  // Form checks (spec section 5).
  'CHECKOUT.PRODUCTS_REQUIRED': { vi: 'Vui lòng chọn sản phẩm để mua', kr: 'Please select products to purchase' },
  'CHECKOUT.TERMS_NOT_AGREED': {
    vi: 'Vui lòng đồng ý với điều khoản trước khi đặt hàng',
    kr: 'Please agree to the terms before placing the order',
  },
  'CHECKOUT.ADDRESS_REQUIRED': { vi: 'Vui lòng chọn địa chỉ nhận hàng', kr: 'Please select a delivery address' },
  'CHECKOUT.PAYMENT_METHOD_REQUIRED': { vi: 'Vui lòng chọn phương thức thanh toán', kr: 'Please select a payment method' },
  'CHECKOUT.QUANTITY_MIN': { vi: 'Số lượng tối thiểu là {{min}}', kr: 'The quantity must be at least {{min}}' },
  'CHECKOUT.DRAFT_INVALID': { vi: 'Thông tin đặt hàng không hợp lệ', kr: 'The order details are not valid' },
  // Failures of placing the order (spec section 8).
  'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE': { vi: 'Phương thức thanh toán không khả dụng', kr: 'Payment method not available' },
  'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP': {
    vi: 'Phương thức thanh toán không được shop áp dụng',
    kr: 'Payment method not applied by the shop',
  },
  'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS': {
    vi: 'Phương thức vận chuyển không khả dụng tại địa chỉ của bạn',
    kr: 'Shipping method not available at your address',
  },
  'CHECKOUT.ADDRESS_INVALID': {
    vi: 'Địa chỉ không hợp lệ, vui lòng chọn địa chỉ khác',
    kr: 'Address not valid, please select another',
  },
  'CHECKOUT.PAYMENT_METHODS_NOT_SYNCHRONIZED': {
    vi: 'Phương thức thanh toán giữa các shop không đồng bộ, vui lòng tách đơn hàng',
    kr: 'Payment methods are not synchronized, please split the order',
  },
  'CHECKOUT.ORDER_CREATE_FAILED': { vi: 'Có lỗi xảy ra khi tạo đơn hàng', kr: 'Error creating the order' },
  'CHECKOUT.PURCHASE_FAILED': { vi: 'Có lỗi xảy ra trong quá trình mua hàng', kr: 'Error while purchasing' },
  'CHECKOUT.PAYMENT_LINK_FAILED': { vi: 'Không thể lấy liên kết thanh toán', kr: 'Cannot get the payment link' },
  // The same order request key sent again with different contents (a client bug, never the buyer's).
  'CHECKOUT.IDEMPOTENCY_KEY_REUSED': {
    vi: 'Yêu cầu đặt hàng này đã được gửi với nội dung khác',
    kr: 'This order request was already sent with different contents',
  },
} as const satisfies ErrorCatalogue;

export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;

/**
 * The section 8 failures of placing an order: what the server answers as `error_code`. The
 * promotion and free-ship failures are the same refusals the promotion rules give before the
 * order is sent (promotionPurchaseCheck, voucherApplicability), so they share those codes.
 */
export const CHECKOUT_FAILURE_CODES = [
  'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE',
  'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP',
  'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS',
  'VOUCHER.FREESHIP_NOT_WITH_EXPRESS',
  'CHECKOUT.ADDRESS_INVALID',
  'CHECKOUT.PAYMENT_METHODS_NOT_SYNCHRONIZED',
  'PROMOTION.STOCK_EXCEEDED',
  'PROMOTION.USER_LIMIT_EXCEEDED',
  'CHECKOUT.ORDER_CREATE_FAILED',
  'CHECKOUT.PURCHASE_FAILED',
  'CHECKOUT.PAYMENT_LINK_FAILED',
] as const satisfies readonly (CheckoutErrorCode | PromotionPurchaseCode | VoucherRefusalCode)[];
export type CheckoutFailureCode = (typeof CHECKOUT_FAILURE_CODES)[number];

/** True when a server's `error_code` is one of checkout's failures (anything else is the app's generic error). */
export const checkoutFailureCodeIs = (code: unknown): code is CheckoutFailureCode =>
  typeof code === 'string' && (CHECKOUT_FAILURE_CODES as readonly string[]).includes(code);
