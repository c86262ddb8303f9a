import {
  AdminRefundPageSchema,
  API_PATHS,
  REFUND_DESK_PATHS,
  RefundDeskItemSchema,
  SellerRefundPageSchema,
  type AdminRefundGateway,
  type SellerRefundGateway,
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
    refund: (id) => client.request({ method: 'GET', path: API_PATHS.sellerRefund(id), schema: RefundDeskItemSchema }),
    approve: (id) => step(API_PATHS.sellerRefundApprove(id)),
    reject: (id, rejection) => step(API_PATHS.sellerRefundReject(id), { ...rejection }),
    receive: (id) => step(API_PATHS.sellerRefundReceive(id)),
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
    approve: (id) => step(API_PATHS.adminRefundApprove(id)),
    reject: (id, reason) => step(API_PATHS.adminRefundReject(id), { reason }),
    complete: (id) => step(API_PATHS.adminRefundComplete(id)),
  };
}
