import type { SellerAccount } from '../identity/auth-requests.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** The signed-in account's seller side: whether the seller area opens, and for which shop. */
export interface SellerAccountGateway {
  sellerAccount(): Promise<Result<SellerAccount, GatewayError>>;
}
