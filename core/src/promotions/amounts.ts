/**
 * Arithmetic the money rules of promotions and pricing share. Every helper is total: a rule
 * that receives NaN, an infinity or a negative number from a form or a server treats it as
 * "nothing" rather than letting it leak into a total.
 */

/** An amount a rule can trust: finite and above zero, anything else is 0. */
export const amountOf = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** A whole count: finite, at least 0, rounded down; anything else is 0. */
export const countOf = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Whether a number read from a form is a whole count of at least `min`. */
export const isCount = (value: number | null, min: number): value is number =>
  value !== null && Number.isInteger(value) && value >= min;

/** A cap on an amount: a positive number caps, 0, a negative, null or a missing cap does not. */
export const capOf = (cap: number | null | undefined): number =>
  typeof cap === 'number' && cap > 0 ? cap : Infinity;

/** A percentage clamped to 0-100 (an infinite one clamps too; NaN is 0). */
export const percentClamp = (percent: number): number =>
  Number.isNaN(percent) ? 0 : Math.min(100, Math.max(0, percent));

/**
 * `percent` % of `base`, rounded down to a whole dong (VND has no minor unit, and rounding
 * down keeps a discount from ever passing the amount it is taken from).
 */
export const percentOf = (base: number, percent: number): number => {
  const amount = amountOf(base);
  // base * percent / 100 keeps whole-dong results exact; min() catches overflow near MAX_VALUE.
  return Math.min(amount, Math.floor((amount * percentClamp(percent)) / 100));
};
