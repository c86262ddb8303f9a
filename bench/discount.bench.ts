import { bench, describe } from 'vitest';
import { cartPayable, cartShopTotal, discountBest } from '@modavi/core';
import { BENCH_DISCOUNTS, BENCH_SIZES, benchCart, benchPricing } from './cart-fixtures';

// The bench cart has ten lines per shop, so a cart of N lines asks for N / 10 best discounts.
describe('discountBest (every shop of the cart)', () => {
  for (const size of BENCH_SIZES) {
    const subtotals = benchCart(size).valid.map((group) => cartShopTotal(group).total);
    bench(`${size} lines`, () => {
      for (const subtotal of subtotals) discountBest(BENCH_DISCOUNTS, subtotal);
    });
  }
});

describe('cartPayable', () => {
  for (const size of BENCH_SIZES) {
    const cart = benchCart(size);
    const pricing = benchPricing(cart);
    bench(`${size} lines`, () => {
      cartPayable(cart, pricing);
    });
  }
});
