import * as z from 'zod/mini';
import {
  API_PATHS,
  OrderPageSchema,
  OrderSchema,
  PaymentLinkSchema,
  ReasonSchema,
  RefundSchema,
  type OrderGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** OrderGateway over the commerce API's order, refund and reason calls; every answer is checked with core's schemas. */
export function httpOrderGateway(client: HttpClient): OrderGateway {
  return {
    orderList: (query = {}) =>
      client.request({ method: 'GET', path: API_PATHS.orders, schema: OrderPageSchema, query: { tab: query.tab, page: query.page, limit: query.limit } }),
    orderGet: (orderId) => client.request({ method: 'GET', path: API_PATHS.order(orderId), schema: OrderSchema }),
    orderCancel: (orderId, reason) => client.request({ method: 'POST', path: API_PATHS.orderCancel(orderId), schema: OrderSchema, body: { reason } }),
    orderConfirmReceipt: (orderId) =>
      client.request({ method: 'POST', path: API_PATHS.orderConfirmReceipt(orderId), schema: OrderSchema, body: {} }),
    orderPaymentLink: (orderId, returnUrl) =>
      client.request({
        method: 'POST',
        path: API_PATHS.orderPayment(orderId),
        schema: PaymentLinkSchema,
        body: returnUrl === undefined ? {} : { return_url: returnUrl },
      }),
    refundRequest: (orderId, request) => client.request({ method: 'POST', path: API_PATHS.orderRefunds(orderId), schema: RefundSchema, body: request }),
    refundGet: (refundId) => client.request({ method: 'GET', path: API_PATHS.refund(refundId), schema: RefundSchema }),
    refundCancel: (refundId) => client.request({ method: 'POST', path: API_PATHS.refundCancel(refundId), schema: RefundSchema, body: {} }),
    reasonList: (type) => client.request({ method: 'GET', path: API_PATHS.reasons, schema: z.array(ReasonSchema), query: { type } }),
  };
}
