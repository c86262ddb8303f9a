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
export {
  RefundRejectionSchema,
  REFUND_REJECTION_IMAGES_MAX,
  REFUND_REJECTION_REASON_MAX,
  refundRejectionValidate,
  refundAdminReasonValidate,
  type RefundRejection,
} from './refund-rejection.js';
export {
  REFUND_LIST_TABS,
  REFUND_QUEUE_FILTERS,
  REFUND_AWAITING_ADMIN_STATUSES,
  REFUND_LIST_PAGE_LIMIT,
  REFUND_LIST_QUERY_MAX,
  refundListTabOf,
  refundListTabStatuses,
  refundQueueStatuses,
  refundListParamsRead,
  refundQueueParamsRead,
  refundListSearch,
  type RefundListTab,
  type RefundQueueFilter,
  type RefundListParams,
} from './refund-list-params.js';
export { refundReplyCountdown, type RefundReplyCountdown } from './refund-countdown.js';
export {
  RefundDeskItemSchema,
  SellerRefundPageSchema,
  AdminRefundPageSchema,
  type RefundDeskItem,
  type SellerRefundPage,
  type AdminRefundPage,
} from './refund-desk-api.js';
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
