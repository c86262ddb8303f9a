/** Checkout: the purchase and checkout form rules, the checkout draft, payment-method sync, express checkout flags and failure codes. */
export {
  CHECKOUT_ERRORS,
  CHECKOUT_FAILURE_CODES,
  checkoutFailureCodeIs,
  type CheckoutErrorCode,
  type CheckoutFailureCode,
} from './checkout-errors.js';
export {
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
export {
  ShippingOptionSchema,
  ShippingQuoteSchema,
  SHIPPING_OPTIONS,
  SHIPPING_OPTION_DEFAULT,
  shippingOptionOf,
  type ShippingOption,
  type ShippingQuote,
} from './checkout-shipping.js';
export {
  CheckoutPreviewRequestSchema,
  CheckoutOrderRequestSchema,
  CHECKOUT_RETURN_ORDER_ID,
  IDEMPOTENCY_KEY_HEADER,
  checkoutReturnPathValid,
  checkoutOrderValidate,
  type CheckoutPreviewRequest,
  type CheckoutOrderRequest,
  type CheckoutOrder,
} from './checkout-order.js';
export {
  RefusalSchema,
  CheckoutIssueSchema,
  CheckoutLinePromotionSchema,
  CheckoutPreviewItemSchema,
  CheckoutPreviewShopSchema,
  CheckoutVoucherResultSchema,
  CheckoutPreviewSchema,
  type CheckoutIssue,
  type CheckoutPreviewItem,
  type CheckoutPreviewShop,
  type CheckoutVoucherResult,
  type CheckoutPreview,
} from './checkout-preview.js';
export { VoucherOfferSchema, voucherOffersOrder, type VoucherOffer } from './checkout-voucher-offer.js';
export { OrderPlacementSchema, type OrderPlacement } from './checkout-placement.js';
