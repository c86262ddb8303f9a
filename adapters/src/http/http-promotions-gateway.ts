import * as z from 'zod/mini';
import {
  API_PATHS,
  BannerDetailSchema,
  CollectionSchema,
  FavouritePageSchema,
  FavouriteStateSchema,
  VoucherCatalogueEntrySchema,
  VoucherWalletEntrySchema,
  VoucherSchema,
  type FavouritesGateway,
  type PromotionsGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';
import { httpPromotionsHomeGateway } from './http-promotions-home-gateway.js';

/** PromotionsGateway over the commerce API; the client sends the visitor's token (it marks saved vouchers). */
export function httpPromotionsGateway(client: HttpClient): PromotionsGateway {
  return {
    voucherCatalogue: () => client.request({ method: 'GET', path: API_PATHS.voucherCatalogue, schema: z.array(VoucherCatalogueEntrySchema) }),
    voucherWallet: () => client.request({ method: 'GET', path: API_PATHS.voucherWallet, schema: z.array(VoucherWalletEntrySchema) }),
    voucherSave: (voucherId) => client.request({ method: 'POST', path: API_PATHS.voucherWalletSave(voucherId), schema: VoucherWalletEntrySchema }),
    shopVouchers: (shopId) => client.request({ method: 'GET', path: API_PATHS.shopVouchers(shopId), schema: z.array(VoucherSchema) }),
    ...httpPromotionsHomeGateway(client),
    bannerGet: (bannerId) => client.request({ method: 'GET', path: API_PATHS.banner(bannerId), schema: BannerDetailSchema }),
    collectionGet: (collectionId, shopId) =>
      client.request({ method: 'GET', path: API_PATHS.collection(collectionId), schema: CollectionSchema, query: { shop_id: shopId } }),
  };
}

/** FavouritesGateway over the commerce API. */
export function httpFavouritesGateway(client: HttpClient): FavouritesGateway {
  return {
    favouriteGet: (productId) => client.request({ method: 'GET', path: API_PATHS.favourite(productId), schema: FavouriteStateSchema }),
    favouriteSet: (productId, favourite) =>
      client.request({ method: favourite ? 'POST' : 'DELETE', path: API_PATHS.favourite(productId), schema: FavouriteStateSchema }),
    favouritesList: (page) => client.request({ method: 'GET', path: API_PATHS.favourites, schema: FavouritePageSchema, query: { page } }),
  };
}
