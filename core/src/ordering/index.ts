/** Orders: payment methods, statuses, the order entity, buyer tabs and the order lifecycle. */
export { orderIsInternational, orderReturnSupported, shippingCrossesBorder, shopShipsFromAbroad } from './order-international.js';
export { ActorRoleSchema, ACTOR_ROLES, type ActorRole } from './actor-role.js';
export {
  PaymentMethodSchema,
  PAYMENT_METHODS,
  PaymentGatewaySchema,
  PAYMENT_CARD_GATEWAY_DEFAULT,
  PAYMENT_ROUTES,
  paymentMethodGateway,
  paymentMethodRoute,
  paymentMethodsOffered,
  paymentMethodIsOnline,
  type PaymentMethod,
  type PaymentGateway,
  type PaymentRoute,
} from './payment-method.js';
export {
  OrderStatusSchema,
  ORDER_STATUSES,
  ORDER_STATUS_ID,
  ORDER_EVENT_TIME_STATUS_ID,
  orderStatusFromId,
  CarrierStatusSchema,
  CARRIER_STATUSES,
  CARRIER_SHIPPING_STATUSES,
  CARRIER_SETTLEMENT_STATUSES,
  CancelledBySchema,
  type OrderStatus,
  type OrderStatusId,
  type CarrierStatus,
  type CarrierShippingStatus,
  type CarrierSettlementStatus,
  type CancelledBy,
} from './order-status.js';
export {
  StatusHistoryEntrySchema,
  orderStatusTime,
  orderDeliveredAt,
  type StatusHistoryEntry,
} from './status-history.js';
export {
  OrderSchema,
  OrderShopSchema,
  OrderItemSchema,
  OrderItemProductSchema,
  OrderVoucherSchema,
  type Order,
  type OrderId,
  type OrderShop,
  type OrderItem,
  type OrderItemProduct,
  type OrderVoucher,
} from './order.js';
export {
  PaymentStatusSchema,
  PAYMENT_STATUSES,
  PaymentLinkSchema,
  PaymentOutcomeSchema,
  type PaymentStatus,
  type PaymentLink,
  orderPaymentShown,
  type PaymentStatusShown,
} from './order-payment.js';
export { PAYMENT_OUTCOMES, PAYMENT_OUTCOME_PARAM, paymentOutcomeRead, type PaymentOutcome } from './payment-outcome.js';
export { OrderPageSchema, type OrderPage } from './order-page.js';
export { ReasonSchema, ReasonTypeSchema, REASON_TYPES, SELLER_CANCEL_OTHER_REASON_ID, type Reason, type ReasonType } from './order-reason.js';
export { OrderTabSchema, ORDER_TAB_OF_CANCEL_PENDING, orderTab, orderTabStatuses } from './order-tab.js';
export { ORDER_TABS, orderTabRead, type OrderTab } from './order-tab-list.js';
export { orderCancelReasonValidate, orderWaybillValidate, ORDER_CANCEL_REASON_MAX, ORDER_WAYBILL_MAX, PACKING_SLIP_BUYER_MASKED } from './order-action-validate.js';
export {
  ORDER_ACTION_ROLES,
  ORDER_ACTIONS,
  orderActorMay,
  orderCancelOutcome,
  orderCanCancel,
  orderCancelledBy,
  orderCanConfirmReceipt,
  orderCanRequestRefund,
  orderRefundRefusal,
  type OrderAction,
  type OrderPosition,
  type OrderFacts,
} from './order-rules.js';
export {
  orderMachine,
  type OrderEvent,
  type OrderCarrierEventType,
  type OrderContext,
  type OrderInput,
  type OrderChange,
} from './order.machine.js';
export {
  orderNext,
  orderTransitionAllowed,
  orderStateValue,
  orderSnapshot,
  type OrderRecord,
  type OrderNextState,
} from './order-next.js';
export {
  orderPartsProgress,
  orderPartsCatchUp,
  orderPartCancellable,
  orderSellerView,
  type OrderPart,
  type OrderPartsProgress,
  orderSellerStatus,
  SELLER_SEES_OWN_PART,
  type PartSteps,
} from './order-parts.js';
export { ORDERING_ERRORS, type OrderingErrorCode } from './ordering-errors.js';
export {
  SELLER_ORDER_TABS,
  SELLER_ORDER_PAGE_LIMIT,
  SELLER_ORDER_QUERY_MAX,
  SELLER_ORDER_BATCH_MAX,
  sellerOrderDayRead,
  sellerOrderListParamsRead,
  type SellerOrderTab,
  type SellerOrderListParams,
} from './seller-order-list-params.js';
export { sellerOrderTabStatuses, sellerOrderTabOf } from './seller-order-tabs.js';
export {
  SellerOrderPageSchema,
  SellerOrderBatchResultSchema,
  SellerOrderBatchSchema,
  type SellerOrderPage,
  type SellerOrderBatchResult,
  type SellerOrderBatch,
  type SellerOrderHandOverItem,
} from './seller-order-api.js';
export {
  GHN_STATUSES,
  GHN_STATUS_MAP,
  GHN_COD_TRANSFERRED,
  ghnCarrierStatus,
  carrierReportsTo,
  type GhnStatus,
} from './carrier-status-map.js';
