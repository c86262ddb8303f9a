import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CatalogueGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

export const FEED_PAGE_SIZE = 20;

export const productFeedQueryOptions = (catalogue: CatalogueGateway) =>
  infiniteQueryOptions({
    queryKey: ['products', 'feed'] as const,
    queryFn: ({ pageParam }) => resultUnwrap(catalogue.productList({ page: pageParam, limit: FEED_PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const productQueryOptions = (catalogue: CatalogueGateway, id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: () => resultUnwrap(catalogue.productGet(id)),
  });
