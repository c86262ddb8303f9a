import * as z from 'zod/mini';
import {
  API_PATHS,
  AdminProductPageSchema,
  ProductFormOptionsSchema,
  SellerProductDetailSchema,
  SellerProductPageSchema,
  SellerProductSchema,
  type SellerProductGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerProductGateway over the seller's `api/v1/seller/products` and the admin's `api/v1/cms-admin/products`. */
export function httpSellerProductGateway(client: HttpClient): SellerProductGateway {
  return {
    productList: (params) =>
      client.request({
        method: 'GET',
        path: API_PATHS.sellerProducts,
        schema: SellerProductPageSchema,
        query: { filter: params.filter, q: params.q === '' ? undefined : params.q, sort: params.sort, page: params.page },
      }),
    productFormOptions: () => client.request({ method: 'GET', path: API_PATHS.sellerProductFormOptions, schema: ProductFormOptionsSchema }),
    product: (id) => client.request({ method: 'GET', path: API_PATHS.sellerProduct(id), schema: SellerProductDetailSchema }),
    productSave: (id, draft, submit) =>
      client.request({
        method: id === null ? 'POST' : 'PUT',
        path: id === null ? API_PATHS.sellerProducts : API_PATHS.sellerProduct(id),
        schema: SellerProductDetailSchema,
        body: { draft, submit },
      }),
    productVisibility: (id, hidden) =>
      client.request({ method: 'PUT', path: API_PATHS.sellerProductVisibility(id), schema: SellerProductSchema, body: { hidden } }),
    productDelete: (id) => client.request({ method: 'DELETE', path: API_PATHS.sellerProduct(id), schema: z.unknown() }),
    adminProductQueue: (page) => client.request({ method: 'GET', path: API_PATHS.adminProducts, schema: AdminProductPageSchema, query: { page } }),
    adminProductDecide: (id, decision) =>
      decision.approve
        ? client.request({ method: 'POST', path: API_PATHS.adminProductApprove(id), schema: SellerProductSchema })
        : client.request({ method: 'POST', path: API_PATHS.adminProductReject(id), schema: SellerProductSchema, body: { reason: decision.reason } }),
  };
}
