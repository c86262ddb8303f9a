import * as z from 'zod/mini';
import {
  SELLER_MARKETING_PATHS,
  SellerPromotionPageSchema,
  SellerPromotionSchema,
  SellerVoucherPageSchema,
  SellerVoucherSchema,
  ShopCustomerOptionsSchema,
  ok,
  type GatewayError,
  type Result,
  type SellerListQuery,
  type SellerMarketingGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

const listQuery = (query: SellerListQuery<string>) => ({
  page: query.page,
  limit: query.limit,
  q: query.q === '' ? undefined : query.q,
  status: query.status === 'all' ? undefined : query.status,
});

const Deleted = z.object({ deleted: z.boolean() });
const done = async (pending: Promise<Result<unknown, GatewayError>>): Promise<Result<void, GatewayError>> => {
  const result = await pending;
  return result.ok ? ok(undefined) : result;
};

const paths = SELLER_MARKETING_PATHS;

/** SellerMarketingGateway over `api/v1/seller/vouchers` and `.../promotions`; every answer is checked with core's schemas. */
export function httpSellerMarketingGateway(client: HttpClient): SellerMarketingGateway {
  return {
    vouchers: (query) => client.request({ method: 'GET', path: paths.vouchers, schema: SellerVoucherPageSchema, query: listQuery(query) }),
    voucher: (id) => client.request({ method: 'GET', path: paths.voucher(id), schema: SellerVoucherSchema }),
    voucherCreate: (form) => client.request({ method: 'POST', path: paths.vouchers, schema: SellerVoucherSchema, body: form }),
    voucherUpdate: (id, form) => client.request({ method: 'PUT', path: paths.voucher(id), schema: SellerVoucherSchema, body: form }),
    voucherEnd: (id) => client.request({ method: 'POST', path: paths.voucherEnd(id), schema: SellerVoucherSchema }),
    voucherDelete: (id) => done(client.request({ method: 'DELETE', path: paths.voucher(id), schema: Deleted })),
    customerOptions: ({ q, ids }) =>
      client.request({
        method: 'GET',
        path: paths.voucherCustomers,
        schema: ShopCustomerOptionsSchema,
        query: { q: q === undefined || q === '' ? undefined : q, ids: ids === undefined ? undefined : ids.join(',') },
      }),

    promotions: (type, query) =>
      client.request({ method: 'GET', path: paths.promotions, schema: SellerPromotionPageSchema, query: { type, ...listQuery(query) } }),
    promotion: (id) => client.request({ method: 'GET', path: paths.promotion(id), schema: SellerPromotionSchema }),
    promotionCreate: (type, form) => client.request({ method: 'POST', path: paths.promotions, schema: SellerPromotionSchema, body: { ...form, type } }),
    promotionUpdate: (id, form) => client.request({ method: 'PUT', path: paths.promotion(id), schema: SellerPromotionSchema, body: form }),
    promotionEnd: (id) => client.request({ method: 'POST', path: paths.promotionEnd(id), schema: SellerPromotionSchema }),
    promotionDelete: (id) => done(client.request({ method: 'DELETE', path: paths.promotion(id), schema: Deleted })),
  };
}
