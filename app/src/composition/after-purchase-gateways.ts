import { httpMediaGateway, httpOrderGateway, httpReviewGateway, type HttpClient } from '@modavi/adapters';
import type { MediaGateway, OrderGateway, ReviewGateway } from '@modavi/core';

export interface AfterPurchaseGateways {
  readonly orders: OrderGateway;
  readonly reviews: ReviewGateway;
  readonly media: MediaGateway;
}

/** Orders, reviews and uploads over the commerce API; imported on first use (see lazyGateway). */
export const afterPurchaseGateways = (client: HttpClient): AfterPurchaseGateways => ({
  orders: httpOrderGateway(client),
  reviews: httpReviewGateway(client),
  media: httpMediaGateway(client),
});
