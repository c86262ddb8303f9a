/** The favourites gateway's module, imported when its first call is made (favourites-gateway-lazy.ts). */
export { httpFavouritesGateway } from '@modavi/adapters';
