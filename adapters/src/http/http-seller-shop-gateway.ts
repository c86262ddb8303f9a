import * as z from 'zod/mini';
import {
  API_PATHS,
  IMAGE_UPLOAD_FIELD,
  SellerBannerPageSchema,
  SellerBannerSchema,
  SellerSizeChartPageSchema,
  SellerSizeChartSchema,
  ShopCategoryPageSchema,
  ShopCategorySchema,
  ShopProductOptionsSchema,
  UploadedImageSchema,
  err,
  gatewayError,
  ok,
  type GatewayError,
  type Result,
  type SellerListQuery,
  type SellerShopGateway,
  SELLER_API_PATHS,
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

/** SellerShopGateway over `api/v1/seller/...`; every answer is checked with core's schemas. */
export function httpSellerShopGateway(client: HttpClient): SellerShopGateway {
  return {
    categories: (query) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerShopCategories, schema: ShopCategoryPageSchema, query: listQuery(query) }),
    category: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerShopCategory(id), schema: ShopCategorySchema }),
    categoryCreate: (draft) => client.request({ method: 'POST', path: SELLER_API_PATHS.sellerShopCategories, schema: ShopCategorySchema, body: draft }),
    categoryUpdate: (id, patch) => client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerShopCategory(id), schema: ShopCategorySchema, body: patch }),
    categoryDelete: (id) => done(client.request({ method: 'DELETE', path: SELLER_API_PATHS.sellerShopCategory(id), schema: Deleted })),

    banners: (query) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerBanners, schema: SellerBannerPageSchema, query: listQuery(query) }),
    banner: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerBanner(id), schema: SellerBannerSchema }),
    bannerCreate: (form) => client.request({ method: 'POST', path: SELLER_API_PATHS.sellerBanners, schema: SellerBannerSchema, body: form }),
    bannerUpdate: (id, form) => client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerBanner(id), schema: SellerBannerSchema, body: form }),
    bannerDelete: (id) => done(client.request({ method: 'DELETE', path: SELLER_API_PATHS.sellerBanner(id), schema: Deleted })),
    bannerImageUpload: async (file, crop) => {
      if (typeof Blob === 'undefined' || !(file instanceof Blob)) return err(gatewayError('INVALID_REQUEST', { detail: 'not a file' }));
      const form = new FormData();
      form.set(IMAGE_UPLOAD_FIELD, file, file.name);
      return client.request({ method: 'POST', path: API_PATHS.imageUpload, schema: UploadedImageSchema, body: form, query: { crop } });
    },

    sizeCharts: (query) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerSizeCharts, schema: SellerSizeChartPageSchema, query: listQuery(query) }),
    sizeChart: (id) => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerSizeChart(id), schema: SellerSizeChartSchema }),
    sizeChartCreate: (draft) => client.request({ method: 'POST', path: SELLER_API_PATHS.sellerSizeCharts, schema: SellerSizeChartSchema, body: draft }),
    sizeChartUpdate: (id, draft) => client.request({ method: 'PUT', path: SELLER_API_PATHS.sellerSizeChart(id), schema: SellerSizeChartSchema, body: draft }),
    sizeChartDelete: (id) => done(client.request({ method: 'DELETE', path: SELLER_API_PATHS.sellerSizeChart(id), schema: Deleted })),

    productOptions: ({ q, ids }) =>
      client.request({
        method: 'GET',
        path: SELLER_API_PATHS.sellerShopProductOptions,
        schema: ShopProductOptionsSchema,
        query: { q: q === undefined || q === '' ? undefined : q, ids: ids === undefined ? undefined : ids.join(',') },
      }),
  };
}
