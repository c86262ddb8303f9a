import { OrderSchema, SellerOrderBatchSchema, SellerOrderPageSchema, type SellerOrderGateway, SELLER_API_PATHS } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerOrderGateway over the seller's `api/v1/seller/orders`. */
export function httpSellerOrderGateway(client: HttpClient): SellerOrderGateway {
  const step = (path: string, body?: Record<string, unknown>) =>
    client.request({ method: 'POST', path, schema: OrderSchema, ...(body ? { body } : {}) });
  return {
    orderList: (params) =>
      client.request({
        method: 'GET',
        path: SELLER_API_PATHS.sellerOrders,
        schema: SellerOrderPageSchema,
        query: {
          tab: params.tab === 'all' ? undefined : params.tab,
          q: params.q === '' ? undefined : params.q,
          from: params.from === '' ? undefined : params.from,
          to: params.to === '' ? undefined : params.to,
          page: params.page,
        },
      }),
    order: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerOrder(id), schema: OrderSchema }),
    confirm: (id) => step(SELLER_API_PATHS.sellerOrderConfirm(id)),
    handOver: (id, waybill) => step(SELLER_API_PATHS.sellerOrderHandOver(id), { waybill }),
    cancel: (id, reason) => step(SELLER_API_PATHS.sellerOrderCancel(id), { reason }),
    cancelAccept: (id) => step(SELLER_API_PATHS.sellerOrderCancelAccept(id)),
    cancelDecline: (id) => step(SELLER_API_PATHS.sellerOrderCancelDecline(id)),
    confirmMany: (ids) => client.request({ method: 'POST', path: SELLER_API_PATHS.sellerOrdersConfirm, schema: SellerOrderBatchSchema, body: { ids } }),
    handOverMany: (orders) =>
      client.request({ method: 'POST', path: SELLER_API_PATHS.sellerOrdersHandOver, schema: SellerOrderBatchSchema, body: { orders } }),
  };
}
