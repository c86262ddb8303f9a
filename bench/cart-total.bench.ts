import { bench, describe } from 'vitest';
import { cartTotal } from '@modavi/core';
import { BENCH_SIZES, benchCart } from './cart-fixtures';

describe('cartTotal', () => {
  for (const size of BENCH_SIZES) {
    const cart = benchCart(size);
    bench(`${size} lines`, () => {
      cartTotal(cart);
    });
  }
});
