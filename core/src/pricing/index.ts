export { priceDiscountPercent } from './price-discount.js';
export {
  DiscountSchema,
  DiscountTierSchema,
  DISCOUNT_TYPES,
  type Discount,
  type DiscountTier,
  type DiscountType,
} from './discount.js';
export {
  discountAmount,
  discountBest,
  DISCOUNT_TIER_VALUE_KIND,
  type DiscountChoice,
  type DiscountTierValueKind,
} from './discount-amount.js';
export {
  cartShopPayable,
  cartPayable,
  cartDiscountPricing,
  type ShopPricing,
  type ShopPayable,
  type CartPricing,
  type CartPayable,
} from './cart-payable.js';
export {
  ShopPayableTotalsSchema,
  PayableTotalsSchema,
  shopPayableTotals,
  payableTotals,
  type ShopPayableTotals,
  type PayableTotals,
} from './payable-totals.js';
