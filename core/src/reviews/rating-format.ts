import { DECIMAL_SEPARATOR } from '../money/money-format.js';

const STARS_MAX = 5;

/**
 * A rating as every page shows it: one decimal, with the spec's decimal comma, in both locales
 * ("4,9", "5,0", "0,0"): a product's header, its reviews' summary, a shop's page and its
 * feedback page all say the same number the same way. Out-of-range values are clamped to 0-5.
 */
export function ratingFormat(rating: number): string {
  const bounded = Number.isFinite(rating) ? Math.min(STARS_MAX, Math.max(0, rating)) : 0;
  const tenths = Math.round(bounded * 10);
  return `${Math.floor(tenths / 10)}${DECIMAL_SEPARATOR}${tenths % 10}`;
}
