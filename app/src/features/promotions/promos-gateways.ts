import { httpPromotionsGateway, type HttpClient } from '@modavi/adapters';
import type { FavouritesGateway, PromotionsGateway } from '@modavi/core';
import { favouritesGatewayLazy } from './favourites-gateway-lazy';

/** The gateways of vouchers, promotions, banners, collections and favourites; loaded with the first page that needs them. */
export interface PromosGateways {
  readonly promotions: PromotionsGateway;
  readonly favourites: FavouritesGateway;
}

export const promosGatewaysCreate = (client: HttpClient): PromosGateways => ({
  promotions: httpPromotionsGateway(client),
  favourites: favouritesGatewayLazy(client),
});
