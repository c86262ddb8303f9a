/** Return/refund requests: statuses, the refund entity, seller labels, rejection rules and the refund lifecycle. */
export {
  RefundStatusSchema,
  REFUND_STATUSES,
  REFUND_CLOSED_STATUSES,
  ReturnShippingStatusSchema,
  RETURN_SHIPPING_STATUSES,
  type RefundStatus,
  type ReturnShippingStatus,
} from './refund-status.js';
export {
  RefundSchema,
  RefundItemSchema,
  RefundHistoryEntrySchema,
  type Refund,
  type RefundId,
  type RefundItem,
  type RefundHistoryEntry,
} from './refund.js';
export { RefundRejectionSchema, refundRejectionValidate, type RefundRejection } from './refund-rejection.js';
export {
  RefundRequestSchema,
  RefundRequestItemSchema,
  REFUND_REQUEST_IMAGES_MAX,
  REFUND_REQUEST_DESCRIPTION_MAX,
  refundRequestValidate,
  type RefundRequest,
  type RefundRequestItem,
} from './refund-request.js';
export { refundableShopParts, refundItemsOfShop, refundShop, type RefundableShopPart } from './refund-shop.js';
export { REFUND_SELLER_REPLY_HOURS, refundReplyDeadline, refundReplyOverdue } from './refund-deadline.js';
export { REFUND_ACTION_ROLES, REFUND_ACTIONS, refundActorMay, type RefundAction } from './refund-rules.js';
export {
  REFUND_SELLER_LABELS,
  REFUND_SELLER_STEPS,
  REFUND_SELLER_LABEL_MESSAGES,
  refundSellerLabel,
  refundSellerStep,
  type RefundSellerLabel,
  type RefundSellerStep,
} from './refund-labels.js';
export {
  refundMachine,
  REFUND_OVERDUE_STATUS,
  type RefundEvent,
  type RefundContext,
  type RefundInput,
  type RefundChange,
} from './refund.machine.js';
export {
  refundNext,
  refundTransitionAllowed,
  refundStateValue,
  refundSnapshot,
  refundBuyerMayCancel,
  type RefundRecord,
  type RefundNextState,
} from './refund-next.js';
export { REFUNDS_ERRORS, type RefundsErrorCode } from './refunds-errors.js';
