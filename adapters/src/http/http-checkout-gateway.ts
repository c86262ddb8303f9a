import * as z from 'zod/mini';
import {
  API_PATHS,
  CheckoutPreviewSchema,
  IDEMPOTENCY_KEY_HEADER,
  OrderPlacementSchema,
  VoucherOfferSchema,
  type CheckoutGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';

/**
 * CheckoutGateway over the commerce API: the preview, the voucher offers of a cart selection
 * and placing the order with its idempotency key. Every answer is checked with core's schemas.
 */
export function httpCheckoutGateway(client: HttpClient): CheckoutGateway {
  return {
    checkoutPreview: (request) => client.request({ method: 'POST', path: API_PATHS.checkoutPreview, schema: CheckoutPreviewSchema, body: request }),
    voucherOffers: (cartLineIds) =>
      client.request({
        method: 'GET',
        path: API_PATHS.vouchers,
        schema: z.array(VoucherOfferSchema),
        query: { cart_line_ids: cartLineIds.length > 0 ? cartLineIds.join(',') : undefined },
      }),
    orderPlace: (request, idempotencyKey) =>
      client.request({
        method: 'POST',
        path: API_PATHS.orders,
        schema: OrderPlacementSchema,
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
  };
}
