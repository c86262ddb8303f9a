import { vnd, type Cart, type CartPricing, type Discount, type ShopPricing } from '@modavi/core';
import {
  makeCartGroup,
  makeCartLine,
  makeCartLineProduct,
  makeDiscount,
  makeDiscountTier,
  makeShop,
  makeVoucher,
} from '@modavi/core/testing';

/** A cart of `lines` lines spread over shops of ten lines each, prices varied but fixed. */
export function benchCart(lines: number): Cart {
  const groups = Array.from({ length: Math.ceil(lines / 10) }, (_, shopIndex) =>
    makeCartGroup({
      shop: makeShop({ _id: `shop-${shopIndex}` }),
      items: Array.from({ length: Math.min(10, lines - shopIndex * 10) }, (_, lineIndex) =>
        makeCartLine({
          _id: `line-${shopIndex}-${lineIndex}`,
          quantity: 1 + (lineIndex % 3),
          is_selected: lineIndex % 4 !== 0,
          product: makeCartLineProduct({ sale_price: vnd(10_000 * (1 + ((shopIndex + lineIndex) % 50))) }),
        }),
      ),
    }),
  );
  return { valid: groups, invalid: [] };
}

export const BENCH_SIZES = [10, 100, 1000] as const;

/**
 * What a shop of the bench cart is priced with: a 10% discount capped at 100.000đ, a fixed
 * 30.000đ one and a tiered one (three price ranges), so discountBest compares all three kinds.
 */
export const BENCH_DISCOUNTS: readonly Discount[] = [
  makeDiscount({ _id: 'percent' }),
  makeDiscount({ _id: 'price', type: 'price', value: 30_000, max_discount_value: null }),
  makeDiscount({
    _id: 'tiers',
    type: 'price',
    value: 0,
    max_discount_value: null,
    discount_by_range_price: [
      makeDiscountTier({ from: vnd(0), to: vnd(199_999), value: 5_000 }),
      makeDiscountTier({ from: vnd(200_000), to: vnd(499_999), value: 20_000 }),
      makeDiscountTier({ from: vnd(500_000), to: null, value: 60_000 }),
    ],
  }),
];

/**
 * Pricing for every shop of a bench cart: the discounts above, the shop's own voucher and a
 * 25.000đ shipping fee; on top, a platform percent voucher and a platform free-ship voucher.
 */
export function benchPricing(cart: Cart): CartPricing {
  const shops: Record<string, ShopPricing> = {};
  for (const group of cart.valid) {
    shops[group.shop._id] = {
      discounts: BENCH_DISCOUNTS,
      shopVoucher: { voucher: makeVoucher({ _id: `voucher-${group.shop._id}`, shop_id: group.shop._id }) },
      shippingFee: 25_000,
    };
  }
  return {
    shops,
    platformVouchers: [
      { voucher: makeVoucher({ _id: 'platform', shop_id: null, value: 5, max_discount: vnd(200_000) }) },
      { voucher: makeVoucher({ _id: 'freeship', shop_id: null, kind: 'shipping', discount_type: 'fixed', value: 30_000, max_discount: null }) },
    ],
  };
}
