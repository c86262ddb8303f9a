import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SellerProductListParams } from '@modavi/core';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';

export const sellerProductKeys = {
  all: ['seller', 'products'] as const,
  list: (params: SellerProductListParams) => ['seller', 'products', 'list', params] as const,
  detail: (id: string) => ['seller', 'products', 'detail', id] as const,
  formOptions: ['seller', 'products', 'form-options'] as const,
  adminQueue: (page: number) => ['admin', 'products', page] as const,
};

const products = async (services: AppServices) => (await services.seller()).products;

/** A page of the shop's products under one tab, with every tab's count. */
export const sellerProductListQueryOptions = (services: AppServices, params: SellerProductListParams) =>
  queryOptions({
    queryKey: sellerProductKeys.list(params),
    queryFn: async () => resultUnwrap((await products(services)).productList(params)),
    placeholderData: keepPreviousData,
  });

/** The form's categories and the shop's size charts. */
export const productFormOptionsQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: sellerProductKeys.formOptions,
    queryFn: async () => resultUnwrap((await products(services)).productFormOptions()),
    staleTime: 60_000,
  });

/** One product of the shop, its saved form and its price lock. */
export const sellerProductQueryOptions = (services: AppServices, id: string) =>
  queryOptions({
    queryKey: sellerProductKeys.detail(id),
    queryFn: async () => resultUnwrap((await products(services)).product(id)),
  });

/** The admin's queue of products waiting for approval. */
export const adminProductQueueQueryOptions = (services: AppServices, page: number) =>
  queryOptions({
    queryKey: sellerProductKeys.adminQueue(page),
    queryFn: async () => resultUnwrap((await products(services)).adminProductQueue(page)),
    placeholderData: keepPreviousData,
  });

export const sellerProductsInvalidate = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sellerProductKeys.all }),
    client.invalidateQueries({ queryKey: ['admin', 'products'] }),
  ]);
