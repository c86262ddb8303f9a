import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { Order } from '../ordering/order.js';
import type { SellerOrderBatch, SellerOrderHandOverItem, SellerOrderPage } from '../ordering/seller-order-api.js';
import type { SellerOrderListParams } from '../ordering/seller-order-list-params.js';

/** The shop's orders (quan-ly-don-hang): each as the seller may see it, and the seller's steps on its part. */
export interface SellerOrderGateway {
  orderList(params: SellerOrderListParams): Promise<Result<SellerOrderPage, GatewayError>>;
  order(id: string): Promise<Result<Order, GatewayError>>;
  confirm(id: string): Promise<Result<Order, GatewayError>>;
  handOver(id: string, waybill: string): Promise<Result<Order, GatewayError>>;
  cancel(id: string, reason: string): Promise<Result<Order, GatewayError>>;
  cancelAccept(id: string): Promise<Result<Order, GatewayError>>;
  cancelDecline(id: string): Promise<Result<Order, GatewayError>>;
  confirmMany(ids: readonly string[]): Promise<Result<SellerOrderBatch, GatewayError>>;
  handOverMany(orders: readonly SellerOrderHandOverItem[]): Promise<Result<SellerOrderBatch, GatewayError>>;
}
