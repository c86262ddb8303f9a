import type { Cart, CartAdd } from '../cart/cart.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** The spec's cart calls (`api/v1/mobile/carts/...`) plus adding a line. */
export interface CartGateway {
  cartGet(): Promise<Result<Cart, GatewayError>>;
  cartCount(): Promise<Result<number, GatewayError>>;
  cartAdd(line: CartAdd): Promise<Result<number, GatewayError>>;
  cartQuantitySet(lineId: string, quantity: number): Promise<Result<void, GatewayError>>;
  cartRemove(lineId: string): Promise<Result<void, GatewayError>>;
  cartRemoveMany(lineIds: readonly string[]): Promise<Result<void, GatewayError>>;
}
