import {
  AdminRefundPageSchema,
  REFUND_DESK_PATHS,
  RefundDeskItemSchema,
  SellerRefundPageSchema,
  type AdminRefundGateway,
  type SellerRefundGateway,
  SELLER_API_PATHS,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

const listQuery = (params: { tab: string; q: string; page: number }, defaultTab: string, tabKey: 'tab' | 'status') => ({
  [tabKey]: params.tab === defaultTab ? undefined : params.tab,
  q: params.q === '' ? undefined : params.q,
  page: params.page,
});

/** SellerRefundGateway over `api/v1/seller/refunds`: the shop's returns and the seller's steps. */
export function httpSellerRefundGateway(client: HttpClient): SellerRefundGateway {
  const step = (path: string, body?: Record<string, unknown>) =>
    client.request({ method: 'POST', path, schema: RefundDeskItemSchema, ...(body ? { body } : {}) });
  return {
    refundList: (params) =>
      client.request({ method: 'GET', path: REFUND_DESK_PATHS.sellerRefunds, schema: SellerRefundPageSchema, query: listQuery(params, 'all', 'tab') }),
    refund: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerRefund(id), schema: RefundDeskItemSchema }),
    approve: (id) => step(SELLER_API_PATHS.sellerRefundApprove(id)),
    reject: (id, rejection) => step(SELLER_API_PATHS.sellerRefundReject(id), { ...rejection }),
    receive: (id) => step(SELLER_API_PATHS.sellerRefundReceive(id)),
  };
}

/** AdminRefundGateway over `api/v1/cms-admin/refunds`: the escalation queue and the admin's steps. */
export function httpAdminRefundGateway(client: HttpClient): AdminRefundGateway {
  const step = (path: string, body?: Record<string, unknown>) =>
    client.request({ method: 'POST', path, schema: RefundDeskItemSchema, ...(body ? { body } : {}) });
  return {
    refundQueue: (params) =>
      client.request({
        method: 'GET',
        path: REFUND_DESK_PATHS.adminRefunds,
        schema: AdminRefundPageSchema,
        query: listQuery(params, 'awaiting_admin', 'status'),
      }),
    refund: (id) => client.request({ method: 'GET', path: REFUND_DESK_PATHS.adminRefund(id), schema: RefundDeskItemSchema }),
    approve: (id) => step(ADMIN_API_PATHS.adminRefundApprove(id)),
    reject: (id, reason) => step(ADMIN_API_PATHS.adminRefundReject(id), { reason }),
    complete: (id) => step(ADMIN_API_PATHS.adminRefundComplete(id)),
  };
}
