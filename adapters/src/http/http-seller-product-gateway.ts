import * as z from 'zod/mini';
import {
  AdminProductPageSchema,
  BulkEditItemPageSchema,
  BulkEditResultSchema,
  IMAGE_UPLOAD_FIELD,
  ProductExportSchema,
  SheetFileSchema,
  err,
  gatewayError,
  ProductFormOptionsSchema,
  SellerProductDetailSchema,
  SellerProductPageSchema,
  SellerProductSchema,
  type SellerProductGateway,
  SELLER_API_PATHS,
  ADMIN_API_PATHS,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerProductGateway over the seller's `api/v1/seller/products` and the admin's `api/v1/cms-admin/products`. */
export function httpSellerProductGateway(client: HttpClient): SellerProductGateway {
  return {
    productList: (params) =>
      client.request({
        method: 'GET',
        path: SELLER_API_PATHS.sellerProducts,
        schema: SellerProductPageSchema,
        query: { filter: params.filter, q: params.q === '' ? undefined : params.q, sort: params.sort, page: params.page },
      }),
    productFormOptions: () => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProductFormOptions, schema: ProductFormOptionsSchema }),
    product: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProduct(id), schema: SellerProductDetailSchema }),
    productSave: (id, draft, submit) =>
      client.request({
        method: id === null ? 'POST' : 'PUT',
        path: id === null ? SELLER_API_PATHS.sellerProducts : SELLER_API_PATHS.sellerProduct(id),
        schema: SellerProductDetailSchema,
        body: { draft, submit },
      }),
    productVisibility: (id, hidden) =>
      client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerProductVisibility(id), schema: SellerProductSchema, body: { hidden } }),
    productDelete: (id) => client.request({ method: 'DELETE', path: SELLER_API_PATHS.sellerProduct(id), schema: z.unknown() }),
    bulkItems: (q, page) =>
      client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProductBulk, schema: BulkEditItemPageSchema, query: { q: q === '' ? undefined : q, page } }),
    bulkSave: (lines) => client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerProductBulk, schema: BulkEditResultSchema, body: { rows: lines } }),
    bulkTemplate: () => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProductBulkTemplate, schema: SheetFileSchema }),
    bulkSheetCheck: async (file) => {
      if (typeof Blob === 'undefined' || !(file instanceof Blob)) return err(gatewayError('INVALID_REQUEST', { detail: 'not a file' }));
      const form = new FormData();
      form.set(IMAGE_UPLOAD_FIELD, file, file.name);
      return client.request({ method: 'POST', path: SELLER_API_PATHS.sellerProductBulkSheet, schema: BulkEditResultSchema, body: form });
    },
    productExports: () => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProductExports, schema: z.array(ProductExportSchema) }),
    productExportCreate: (params) =>
      client.request({
        method: 'POST',
        path: SELLER_API_PATHS.sellerProductExports,
        schema: ProductExportSchema,
        body: { filter: params.filter, q: params.q, sort: params.sort },
      }),
    productExportFile: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerProductExportFile(id), schema: SheetFileSchema }),
    adminProductQueue: (page) => client.request({ method: 'GET', path: ADMIN_API_PATHS.adminProducts, schema: AdminProductPageSchema, query: { page } }),
    adminProductDecide: (id, decision) =>
      decision.approve
        ? client.request({ method: 'POST', path: ADMIN_API_PATHS.adminProductApprove(id), schema: SellerProductSchema })
        : client.request({ method: 'POST', path: ADMIN_API_PATHS.adminProductReject(id), schema: SellerProductSchema, body: { reason: decision.reason } }),
  };
}
