import * as z from 'zod/mini';
import { API_PATHS, CategorySchema, ProductPageSchema, ProductSchema, type CatalogueGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** CatalogueGateway over the commerce API. */
export function httpCatalogueGateway(client: HttpClient): CatalogueGateway {
  return {
    productList: (query) =>
      client.request({
        method: 'GET',
        path: API_PATHS.products,
        schema: ProductPageSchema,
        query: { page: query.page, limit: query.limit, category_id: query.categoryId, shop_id: query.shopId },
      }),
    productGet: (id) => client.request({ method: 'GET', path: API_PATHS.product(id), schema: ProductSchema }),
    categoryList: () => client.request({ method: 'GET', path: API_PATHS.categories, schema: z.array(CategorySchema) }),
  };
}
