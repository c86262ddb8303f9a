import { SellerAccountSchema, type SellerAccountGateway, SELLER_API_PATHS } from '@modavi/core';
import type { HttpClient } from './http-client.js';

/** SellerAccountGateway over `GET api/v1/mobile/seller/me`, checked with core's schema. */
export function httpSellerAccountGateway(client: HttpClient): SellerAccountGateway {
  return {
    sellerAccount: () => client.request({ method: 'GET', path: SELLER_API_PATHS.sellerMe, schema: SellerAccountSchema }),
  };
}
