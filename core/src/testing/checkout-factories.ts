/**
 * Test factories for checkout: a draft that validates unless a test breaks what it checks,
 * e.g. `makeCheckoutDraft({ agreed_terms: false })`.
 */
import type { CheckoutDraft, CheckoutDraftItem, CheckoutDraftShop } from '../checkout/checkout-draft.js';
import type { ShopPaymentMethods } from '../checkout/checkout-payment.js';

export const makeCheckoutDraftItem = (overrides: Partial<CheckoutDraftItem> = {}): CheckoutDraftItem => ({
  cart_line_id: 'line-1',
  product_id: 'product-1',
  variant_id: 'variant-1',
  quantity: 1,
  ...overrides,
});

export const makeCheckoutDraftShop = (overrides: Partial<CheckoutDraftShop> = {}): CheckoutDraftShop => ({
  shop_id: 'shop-1',
  items: [makeCheckoutDraftItem()],
  shipping_company: 'GHN',
  seller_note: 'Giao giờ hành chính giúp em',
  ...overrides,
});

/** A complete draft: one shop, an address, cash on delivery, terms agreed. */
export const makeCheckoutDraft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  shops: [makeCheckoutDraftShop()],
  address_id: 'address-1',
  payment_method: 'CASH',
  voucher_codes: [],
  agreed_terms: true,
  express: false,
  ...overrides,
});

/** A shop's payment settings; accepts cash and MoMo unless told otherwise. */
export const makeShopPaymentMethods = (overrides: Partial<ShopPaymentMethods> = {}): ShopPaymentMethods => ({
  shop_id: 'shop-1',
  payment_methods: ['CASH', 'MOMO'],
  ...overrides,
});
