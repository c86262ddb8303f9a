import type { Random } from './random.js';

/** Shop-style prices: whole thousands ending in 9,000 (249.000 ₫), never below 1,000. */
export const priceRound = (amount: number): number => Math.max(1_000, Math.round(amount / 10_000) * 10_000 - 1_000);

/** The struck-through price for a discount rate, rounded up to a whole thousand. */
export const originalPrice = (salePrice: number, discount: number): number =>
  Math.ceil(salePrice / (1 - discount) / 1_000) * 1_000;

/** 10-50 % off, in whole percent. */
export const discountRate = (random: Random): number => random.int(10, 50) / 100;
