import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { RefundRejection } from '../refunds/refund-rejection.js';
import type { AdminRefundPage, RefundDeskItem, SellerRefundPage } from '../refunds/refund-desk-api.js';
import type { RefundListParams, RefundListTab, RefundQueueFilter } from '../refunds/refund-list-params.js';

/** The seller's refund requests (tra-hang-hoan-tien): its shop's returns and the seller's steps on them. */
export interface SellerRefundGateway {
  refundList(params: RefundListParams<RefundListTab>): Promise<Result<SellerRefundPage, GatewayError>>;
  refund(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
  approve(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
  reject(id: string, rejection: RefundRejection): Promise<Result<RefundDeskItem, GatewayError>>;
  receive(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
}

/** The admin console's refund queue: review a shop's decision, refuse with a reason, complete. */
export interface AdminRefundGateway {
  refundQueue(params: RefundListParams<RefundQueueFilter>): Promise<Result<AdminRefundPage, GatewayError>>;
  refund(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
  approve(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
  reject(id: string, reason: string): Promise<Result<RefundDeskItem, GatewayError>>;
  complete(id: string): Promise<Result<RefundDeskItem, GatewayError>>;
}
