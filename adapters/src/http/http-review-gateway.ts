import * as z from 'zod/mini';
import {
  API_PATHS,
  gatewayError,
  err,
  IMAGE_UPLOAD_FIELD,
  ReviewPageSchema,
  ReviewSchema,
  UploadedImageSchema,
  UploadedVideoSchema,
  SELLER_API_PATHS,
  type UploadableFile,
  type UploadOptions,
  type MediaGateway,
  type ReviewGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';
import { xhrUploadTransport } from './http-upload.js';

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

/** The picked file (a browser File) as multipart form data, or null for anything else. */
export function uploadForm(file: UploadableFile): FormData | null {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) return null;
  const form = new FormData();
  form.set(IMAGE_UPLOAD_FIELD, file, file.name);
  return form;
}

const uploadTransport = (options: UploadOptions) => {
  const transport = options.onProgress ? xhrUploadTransport(options.onProgress) : undefined;
  return transport ? { transport } : {};
};

const notAFile = () => err(gatewayError('INVALID_REQUEST', { detail: 'not a file' }));

/** MediaGateway over `POST api/v1/image` and `POST api/v1/video`, reporting the bytes sent. */
export function httpMediaGateway(client: HttpClient): MediaGateway {
  return {
    imageUpload: async (file, options = {}) => {
      const form = uploadForm(file);
      if (!form) return notAFile();
      return client.request({
        method: 'POST',
        path: API_PATHS.imageUpload,
        schema: UploadedImageSchema,
        body: form,
        ...uploadTransport(options),
      });
    },
    videoUpload: async (file, options = {}) => {
      const form = uploadForm(file);
      if (!form) return notAFile();
      return client.request({
        method: 'POST',
        path: SELLER_API_PATHS.videoUpload,
        schema: UploadedVideoSchema,
        body: form,
        ...uploadTransport(options),
      });
    },
  };
}
