import { httpPromotionsHomeGateway, type HttpClient } from '@modavi/adapters';
import type { PromotionsGateway } from '@modavi/core';

/** What the home sections read; its own chunk, so the first visit does not carry the vouchers' and favourites' schemas. */
export type PromosHomeGateway = Pick<PromotionsGateway, 'promotionsList' | 'bannersList'>;

export const promosHomeGatewayCreate = (client: HttpClient): PromosHomeGateway => httpPromotionsHomeGateway(client);
