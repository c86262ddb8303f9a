import * as z from 'zod/mini';
import {
  API_PATHS,
  BannerDetailSchema,
  CollectionSchema,
  FAVOURITE_ENDPOINTS,
  VoucherCatalogueEntrySchema,
  VoucherWalletEntrySchema,
  VoucherSchema,
  type FavouritesGateway,
  type PromotionsGateway,
} from '@modavi/core';
import type { HttpClient } from './http-client.js';
import { endpointCall } from './endpoint-call.js';
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

/** FavouritesGateway over the commerce API, typed by core's declaration of its routes. */
export function httpFavouritesGateway(client: HttpClient): FavouritesGateway {
  const { favouriteGet, favouriteAdd, favouriteRemove, favouritesList } = FAVOURITE_ENDPOINTS;
  return {
    favouriteGet: (productId) => endpointCall(client, favouriteGet, { params: { id: productId } }),
    favouriteSet: (productId, favourite) => endpointCall(client, favourite ? favouriteAdd : favouriteRemove, { params: { id: productId } }),
    favouritesList: (page) => endpointCall(client, favouritesList, { query: { page } }),
  };
}
