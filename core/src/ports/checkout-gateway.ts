import type { CheckoutOrderRequest, CheckoutPreviewRequest } from '../checkout/checkout-order.js';
import type { CheckoutPreview } from '../checkout/checkout-preview.js';
import type { OrderPlacement } from '../checkout/checkout-placement.js';
import type { VoucherOffer } from '../checkout/checkout-voucher-offer.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/**
 * Checkout against the commerce API: price a draft, list the vouchers the visitor may use on
 * a cart selection, and place the order. `idempotencyKey` names one attempt to place an
 * order: sending it again (a retry after a lost answer) gets the same order, never a second.
 */
export interface CheckoutGateway {
  checkoutPreview(request: CheckoutPreviewRequest): Promise<Result<CheckoutPreview, GatewayError>>;
  voucherOffers(cartLineIds: readonly string[]): Promise<Result<readonly VoucherOffer[], GatewayError>>;
  orderPlace(request: CheckoutOrderRequest, idempotencyKey: string): Promise<Result<OrderPlacement, GatewayError>>;
}
