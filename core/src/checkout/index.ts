/** Checkout: the purchase and checkout form rules, the checkout draft, payment-method sync, express checkout flags and failure codes. */
export {
  CHECKOUT_ERRORS,
  CHECKOUT_FAILURE_CODES,
  checkoutFailureCodeIs,
  type CheckoutErrorCode,
  type CheckoutFailureCode,
} from './checkout-errors.js';
export {
  CHECKOUT_QUANTITY_MIN,
  checkoutQuantityValid,
  productPurchaseValidate,
  type PurchaseChoice,
} from './checkout-purchase.js';
export {
  CheckoutDraftSchema,
  CheckoutDraftShopSchema,
  CheckoutDraftItemSchema,
  CheckoutSubmissionSchema,
  checkoutDraftValidate,
  type CheckoutDraft,
  type CheckoutDraftShop,
  type CheckoutDraftItem,
  type CheckoutSubmission,
} from './checkout-draft.js';
export { checkoutCartValidate, checkoutDraftFromCart } from './checkout-cart.js';
export {
  checkoutPaymentMethodsSync,
  checkoutCommonPaymentMethods,
  type ShopPaymentMethods,
  type PaymentMethodRefusal,
} from './checkout-payment.js';
export { CHECKOUT_EXPRESS_FLAGS, checkoutFlagsParse, type CheckoutFlags } from './checkout-route.js';
