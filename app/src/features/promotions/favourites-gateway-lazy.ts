import type { HttpClient } from '@modavi/adapters';
import type { FavouritesGateway } from '@modavi/core';

/**
 * The favourites gateway, loaded with its first call (a heart tapped, the favourites page): the
 * home page, which loads the promotions gateway beside it, never calls it for a visitor, and its
 * contract-typed calls (core's FAVOURITE_ENDPOINTS and their schemas) stay off the first visit.
 */
export function favouritesGatewayLazy(client: HttpClient): FavouritesGateway {
  let loaded: Promise<FavouritesGateway> | null = null;
  const gateway = () => (loaded ??= import('./favourites-gateway-http').then((module) => module.httpFavouritesGateway(client)));
  return {
    favouriteGet: async (productId) => (await gateway()).favouriteGet(productId),
    favouriteSet: async (productId, favourite) => (await gateway()).favouriteSet(productId, favourite),
    favouritesList: async (page) => (await gateway()).favouritesList(page),
  };
}
