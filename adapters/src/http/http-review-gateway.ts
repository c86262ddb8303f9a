import * as z from 'zod/mini';
import {
  API_PATHS,
  gatewayError,
  err,
  IMAGE_UPLOAD_FIELD,
  ReviewPageSchema,
  ReviewSchema,
  UploadedImageSchema,
  type MediaGateway,
  type ReviewGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** ReviewGateway over the commerce API's review calls; every answer is checked with core's schemas. */
export function httpReviewGateway(client: HttpClient): ReviewGateway {
  return {
    productReviews: (productId, query = {}) =>
      client.request({ method: 'GET', path: API_PATHS.productReviews(productId), schema: ReviewPageSchema, query: { page: query.page, limit: query.limit } }),
    shopReviews: (shopId, query = {}) =>
      client.request({ method: 'GET', path: API_PATHS.shopReviews(shopId), schema: ReviewPageSchema, query: { page: query.page, limit: query.limit } }),
    orderReviews: (orderId) => client.request({ method: 'GET', path: API_PATHS.orderReviews(orderId), schema: z.array(ReviewSchema) }),
    reviewCreate: (request) => client.request({ method: 'POST', path: API_PATHS.reviews, schema: ReviewSchema, body: request }),
    reviewEdit: (reviewId, draft) => client.request({ method: 'PUT', path: API_PATHS.review(reviewId), schema: ReviewSchema, body: draft }),
  };
}

/** MediaGateway over `POST api/v1/image`: the picked file (a browser File) as multipart form data. */
export function httpMediaGateway(client: HttpClient): MediaGateway {
  return {
    imageUpload: async (file) => {
      if (typeof Blob === 'undefined' || !(file instanceof Blob)) return err(gatewayError('INVALID_REQUEST', { detail: 'not a file' }));
      const form = new FormData();
      form.set(IMAGE_UPLOAD_FIELD, file, file.name);
      return client.request({ method: 'POST', path: API_PATHS.imageUpload, schema: UploadedImageSchema, body: form });
    },
  };
}
