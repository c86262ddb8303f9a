import type { Order } from '../ordering/order.js';
import type { OrderPage } from '../ordering/order-page.js';
import type { OrderTab } from '../ordering/order-tab-list.js';
import type { PaymentLink } from '../ordering/order-payment.js';
import type { Reason, ReasonType } from '../ordering/order-reason.js';
import type { Refund } from '../refunds/refund.js';
import type { RefundRequest } from '../refunds/refund-request.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

export interface OrderListQuery {
  readonly tab?: OrderTab;
  readonly page?: number;
  readonly limit?: number;
}

/**
 * The buyer's side of orders and returns (`api/v1/mobile/orders/...`, `.../refunds/...`) and
 * the reasons they choose from. Every step answers the order or refund as it stands after it.
 */
export interface OrderGateway {
  orderList(query?: OrderListQuery): Promise<Result<OrderPage, GatewayError>>;
  orderGet(orderId: string): Promise<Result<Order, GatewayError>>;
  orderCancel(orderId: string, reason: string): Promise<Result<Order, GatewayError>>;
  orderConfirmReceipt(orderId: string): Promise<Result<Order, GatewayError>>;
  /** A new payment link for an unpaid online order; `returnUrl` as when placing it. */
  orderPaymentLink(orderId: string, returnUrl?: string): Promise<Result<PaymentLink, GatewayError>>;
  refundRequest(orderId: string, request: RefundRequest): Promise<Result<Refund, GatewayError>>;
  refundGet(refundId: string): Promise<Result<Refund, GatewayError>>;
  refundCancel(refundId: string): Promise<Result<Refund, GatewayError>>;
  reasonList(type: ReasonType): Promise<Result<readonly Reason[], GatewayError>>;
}
