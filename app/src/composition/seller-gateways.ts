import { httpSellerAccountGateway, type HttpClient } from '@modavi/adapters';
import type { SellerAccountGateway } from '@modavi/core';

/**
 * The seller area's and the admin console's gateways; loaded with the first of their pages, not
 * on a buyer's visit. Each capability adds its gateway here (one field, one line below).
 */
export interface SellerGateways {
  /** Which shop the account runs, and where its application stands. */
  readonly account: SellerAccountGateway;
}

export const sellerGatewaysCreate = (client: HttpClient): SellerGateways => ({
  account: httpSellerAccountGateway(client),
});
