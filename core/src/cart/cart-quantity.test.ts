import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_QUANTITY_MIN, cartQuantityClamp, cartQuantityMax } from './cart-quantity.js';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0.5, Number.MAX_VALUE),
);

describe('cartQuantityClamp', () => {
  it('is an integer within [1, max(1, stock)] for any numbers, NaN and Infinity included', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (requested, stock) => {
        const clamped = cartQuantityClamp(requested, stock);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(CART_QUANTITY_MIN);
        const ceiling = Number.isFinite(stock) ? Math.max(1, stock) : 1;
        expect(clamped).toBeLessThanOrEqual(ceiling);
      }),
    );
  });

  it('keeps a whole request that fits the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (requested, extra) => {
        expect(cartQuantityClamp(requested, requested + extra)).toBe(requested);
      }),
    );
  });

  it('never goes down when more is requested', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat(1_000), (a, b, stock) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(cartQuantityClamp(low, stock)).toBeLessThanOrEqual(cartQuantityClamp(high, stock));
      }),
    );
  });

  it.each([
    [3, 10, 3],
    [12, 10, 10],
    [0, 10, 1],
    [-4, 10, 1],
    [2.9, 10, 2],
    [5, 0, 1],
    [5, -3, 1],
    [5, 3.7, 3],
    [Number.NaN, 10, 1],
    [5, Number.NaN, 1],
  ])('cartQuantityClamp(%s, %s) is %s', (requested, stock, expected) => {
    expect(cartQuantityClamp(requested, stock)).toBe(expected);
  });
});

describe('cartQuantityMax', () => {
  it('is the largest quantity the clamp lets through: no request goes above it, and it is kept', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (requested, stock) => {
        const max = cartQuantityMax(stock);
        expect(cartQuantityClamp(requested, stock)).toBeLessThanOrEqual(max);
        expect(cartQuantityClamp(max, stock)).toBe(max);
        expect(max).toBeGreaterThanOrEqual(CART_QUANTITY_MIN);
      }),
    );
  });

  it.each([
    [3, 3],
    [0, 1],
    [7.5, 7],
    [Number.NaN, 1],
  ])('cartQuantityMax(%s) is %s', (stock, expected) => {
    expect(cartQuantityMax(stock)).toBe(expected);
  });
});
