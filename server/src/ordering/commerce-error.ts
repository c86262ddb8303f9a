import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';

const KNOWN = new Set<string>(Object.values(ERROR_CODES));

const NOT_FOUND = new Set(['GROUP_BUY.NOT_FOUND', 'PRODUCT.NOT_FOUND', 'CART.LINE_NOT_FOUND', 'CART.VARIANT_NOT_FOUND', 'ORDER.NOT_FOUND', 'REFUND.NOT_FOUND']);
const CONFLICT = new Set([
  'CART.OUT_OF_STOCK',
  'PROMOTION.STOCK_EXCEEDED',
  'PROMOTION.USER_LIMIT_EXCEEDED',
  'CHECKOUT.IDEMPOTENCY_KEY_REUSED',
  'VOUCHER.OUT_OF_USES',
  'VOUCHER.BUDGET_EXHAUSTED',
  'VOUCHER.CUSTOMER_LIMIT_REACHED',
  'ORDER.TRANSITION_NOT_ALLOWED',
  'ORDER.PAYMENT_NOT_NEEDED',
  'REFUND.TRANSITION_NOT_ALLOWED',
  'REFUND.REPLY_NOT_OVERDUE',
  'GROUP_BUY.ROOM_OPEN',
  'GROUP_BUY.ROOM_CLOSED',
  'GROUP_BUY.ORDER_EXISTS',
  'GROUP_BUY.ALREADY_PAID',
]);
const FORBIDDEN = new Set(['ORDER.ACTOR_NOT_ALLOWED', 'REFUND.ACTOR_NOT_ALLOWED', 'GROUP_BUY.NOT_MEMBER']);
/** What the request itself gets wrong (a form rule), as opposed to what the world refuses. */
const BAD_REQUEST = new Set([
  'REQUEST.INVALID',
  'CHECKOUT.DRAFT_INVALID',
  'CHECKOUT.PRODUCTS_REQUIRED',
  'CHECKOUT.TERMS_NOT_AGREED',
  'CHECKOUT.ADDRESS_REQUIRED',
  'CHECKOUT.PAYMENT_METHOD_REQUIRED',
  'CHECKOUT.QUANTITY_MIN',
  'CART.VARIANT_REQUIRED',
  'ORDER.CANCEL_REASON_REQUIRED',
  'ORDER.CANCEL_REASON_TOO_LONG',
  'ORDER.WAYBILL_REQUIRED',
  'ORDER.WAYBILL_TOO_LONG',
  'REFUND.ADMIN_REASON_REQUIRED',
  'GROUP_BUY.ORDER_INVALID',
]);

/**
 * The HTTP status of a domain code: 404 for what does not exist (for this caller), 409 for
 * what someone else took first or the lifecycle no longer allows, 403 for a role that may not,
 * 400 for a malformed request or form, 502 when the gateway or the carrier fails, 500 when the order could
 * not be written; everything else the world refuses (a voucher's or a shop's conditions) 422.
 */
export function commerceStatus(code: string): ContentfulStatusCode {
  if (NOT_FOUND.has(code)) return 404;
  if (CONFLICT.has(code)) return 409;
  if (FORBIDDEN.has(code)) return 403;
  if (BAD_REQUEST.has(code) || code.startsWith('REFUND.REJECT_') || code.startsWith('REFUND.REQUEST_')) return 400;
  if (code === 'CHECKOUT.PAYMENT_LINK_FAILED' || code === 'ORDER.CARRIER_SHIPMENT_FAILED') return 502;
  if (code === 'CHECKOUT.ORDER_CREATE_FAILED' || code === 'CHECKOUT.PURCHASE_FAILED') return 500;
  return 422;
}

/** An ApiError for a code a core rule gave; a code the API does not answer with is a bug, reported as REQUEST.INVALID. */
export const commerceError = (code: string, message: string = code, cause?: unknown): ApiError =>
  new ApiError(commerceStatus(code), KNOWN.has(code) ? (code as ErrorCode) : ERROR_CODES.requestInvalid, message, cause);
