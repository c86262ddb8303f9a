import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string, page: number) => ['reviews', 'product', productId, page] as const,
  shop: (shopId: string, page: number) => ['reviews', 'shop', shopId, page] as const,
};

export const REVIEW_PAGE_SIZE = 10;

export const productReviewsQueryOptions = (reviews: ReviewGateway, productId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.product(productId, page),
    queryFn: () => resultUnwrap(reviews.productReviews(productId, { page, limit: REVIEW_PAGE_SIZE })),
  });

export const shopReviewsQueryOptions = (reviews: ReviewGateway, shopId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.shop(shopId, page),
    queryFn: () => resultUnwrap(reviews.shopReviews(shopId, { page, limit: REVIEW_PAGE_SIZE })),
  });

export const reviewsInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: reviewKeys.all });
