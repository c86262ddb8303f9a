import { vnd, type Cart } from '@modavi/core';
import { makeCartGroup, makeCartLine, makeCartLineProduct, makeShop } from '@modavi/core/testing';

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
