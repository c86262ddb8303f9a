import { PAYMENT_METHODS, type PaymentMethod } from '../ordering/payment-method.js';
import { err, ok, type Result } from '../shared/result.js';
import type { CheckoutFailureCode } from './checkout-errors.js';

/** The payment methods a shop accepts (its payment settings). */
export interface ShopPaymentMethods {
  readonly shop_id: string;
  readonly payment_methods: readonly PaymentMethod[];
}

/** Why a payment method cannot pay for the whole order, and which shops refuse it. */
export interface PaymentMethodRefusal {
  readonly code: Extract<
    CheckoutFailureCode,
    'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE' | 'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP' | 'CHECKOUT.PAYMENT_METHODS_NOT_SYNCHRONIZED'
  >;
  readonly shop_ids: readonly string[];
}

/**
 * One order is paid one way, so every shop in it must accept the chosen method. The platform
 * not offering the method: not available. No shop taking it: not applied by shop (splitting
 * would not help). Some shops taking it and some not: not synchronized, split the order.
 * An order of no shops has nothing to refuse the method.
 */
export function checkoutPaymentMethodsSync(
  shops: readonly ShopPaymentMethods[],
  method: PaymentMethod,
  available: readonly PaymentMethod[] = PAYMENT_METHODS,
): Result<PaymentMethod, PaymentMethodRefusal> {
  if (!available.includes(method)) return err({ code: 'CHECKOUT.PAYMENT_METHOD_NOT_AVAILABLE', shop_ids: [] });
  const refusing = shops.filter((shop) => !shop.payment_methods.includes(method)).map((shop) => shop.shop_id);
  if (refusing.length === 0) return ok(method);
  const code = refusing.length === shops.length ? 'CHECKOUT.PAYMENT_METHOD_NOT_APPLIED_BY_SHOP' : 'CHECKOUT.PAYMENT_METHODS_NOT_SYNCHRONIZED';
  return err({ code, shop_ids: refusing });
}

/** The methods that can pay for the whole order (offered and accepted by every shop), in the spec's order. */
export const checkoutCommonPaymentMethods = (
  shops: readonly ShopPaymentMethods[],
  available: readonly PaymentMethod[] = PAYMENT_METHODS,
): readonly PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => available.includes(method) && shops.every((shop) => shop.payment_methods.includes(method)));
