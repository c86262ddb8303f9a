import {
  SELLER_MARKETING_ENDPOINTS,
  endpointPath,
  ok,
  type Endpoint,
  type GatewayError,
  type Result,
  type SellerListQuery,
  type SellerMarketingGateway,
} from '@modavi/core';
import { endpointCall } from './endpoint-call.js';
import type { HttpClient } from './http-client.js';

const listQuery = (query: SellerListQuery<string>) => ({
  page: String(query.page),
  limit: String(query.limit),
  q: query.q === '' ? undefined : query.q,
  status: query.status === 'all' ? undefined : query.status,
});

const done = async (pending: Promise<Result<unknown, GatewayError>>): Promise<Result<void, GatewayError>> => {
  const result = await pending;
  return result.ok ? ok(undefined) : result;
};

/**
 * SellerMarketingGateway over core's SELLER_MARKETING_ENDPOINTS; every answer is checked with the
 * declaration's schema. A create's or change's body is typed by the port: its declaration has no
 * `body`, the server checking it with core's form rule (see seller-marketing-endpoints.ts).
 */
export function httpSellerMarketingGateway(client: HttpClient): SellerMarketingGateway {
  const E = SELLER_MARKETING_ENDPOINTS;
  // endpointCall's input has no body for a declaration without one: the same request, by hand.
  const send = <S extends Endpoint>(endpoint: S, body: object, params: Record<string, string> = {}) =>
    client.request<S['answer']>({ method: endpoint.method, path: endpointPath(endpoint.path, params), schema: endpoint.answer, body });
  return {
    vouchers: (query) => endpointCall(client, E.sellerVouchers, { query: listQuery(query) }),
    voucher: (id) => endpointCall(client, E.sellerVoucher, { params: { id } }),
    voucherCreate: (form) => send(E.sellerVoucherCreate, form),
    voucherUpdate: (id, form) => send(E.sellerVoucherUpdate, form, { id }),
    voucherEnd: (id) => endpointCall(client, E.sellerVoucherEnd, { params: { id } }),
    voucherDelete: (id) => done(endpointCall(client, E.sellerVoucherDelete, { params: { id } })),
    customerOptions: ({ q, ids }) =>
      endpointCall(client, E.sellerVoucherCustomers, {
        query: { q: q === undefined || q === '' ? undefined : q, ids: ids === undefined ? undefined : ids.join(',') },
      }),

    promotions: (type, query) => endpointCall(client, E.sellerPromotions, { query: { type, ...listQuery(query) } }),
    promotion: (id) => endpointCall(client, E.sellerPromotion, { params: { id } }),
    promotionCreate: (type, form) => send(E.sellerPromotionCreate, { ...form, type }),
    promotionUpdate: (id, form) => send(E.sellerPromotionUpdate, form, { id }),
    promotionEnd: (id) => endpointCall(client, E.sellerPromotionEnd, { params: { id } }),
    promotionDelete: (id) => done(endpointCall(client, E.sellerPromotionDelete, { params: { id } })),
  };
}
