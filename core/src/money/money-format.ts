import type { Vnd } from './money.js';

/** The currency marks the spec allows after an amount. */
export type CurrencyMark = 'đ' | '₫';

/** Spec: 'S$ ' prefixes amounts shown for Singapore. */
export const SINGAPORE_PREFIX = 'S$ ';

const THOUSANDS = '.';
/** Spec section 9: the decimal separator of every number shown (a comma, as Vietnamese writes it). */
export const DECIMAL_SEPARATOR = ',';
const DECIMAL = DECIMAL_SEPARATOR;
const MAX_DECIMALS = 2;

/**
 * Formats a number with dot thousands separators and at most two decimals, the Vietnamese
 * way: 1234567.891 -> '1.234.567,89'. Never throws; non-finite input prints as '0'.
 */
export function numberFormat(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const magnitude = Math.abs(value);
  // toFixed rounds the exact value without scaling (scaling by 100 loses precision above
  // 2^49 and overflows near Number.MAX_VALUE); from 1e21 on it switches to exponent form,
  // but numbers that large are whole, so BigInt prints all their digits.
  const fixed = magnitude < 1e21 ? magnitude.toFixed(MAX_DECIMALS) : `${BigInt(magnitude)}`;
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  const trimmed = fraction.replace(/0+$/, '');
  const body = trimmed ? `${grouped}${DECIMAL}${trimmed}` : grouped;
  return value < 0 && /[1-9]/.test(fixed) ? `-${body}` : body;
}

export interface MoneyFormatOptions {
  readonly mark?: CurrencyMark;
  /** Shows the Singapore prefix instead of the dong mark. */
  readonly singapore?: boolean;
}

/** '1.250.000đ' (default), '1.250.000₫', or 'S$ 1.250.000' for Singapore. */
export function moneyFormat(amount: Vnd | number, options: MoneyFormatOptions = {}): string {
  const text = numberFormat(amount);
  if (options.singapore) return `${SINGAPORE_PREFIX}${text}`;
  return `${text}${options.mark ?? 'đ'}`;
}

const SHORT_UNITS = [
  { size: 1_000_000_000, suffix: ' tỷ' },
  { size: 1_000_000, suffix: 'tr' },
  { size: 1_000, suffix: 'k' },
] as const;

/** Short form used on cards and badges: 1.5 tỷ, 250tr, 99k; below a thousand, the plain number. */
export function moneyShort(amount: Vnd | number): string {
  if (!Number.isFinite(amount)) return '0';
  const magnitude = Math.abs(amount);
  for (const unit of SHORT_UNITS) {
    // A unit applies once the next smaller one would show 1000 or more after rounding to
    // the two decimals printed: 999_999 is '1tr', not '1.000k'.
    const inSmaller = magnitude / (unit.size / 1_000);
    if (Number(inSmaller.toFixed(MAX_DECIMALS)) >= 1_000) return `${numberFormat(amount / unit.size)}${unit.suffix}`;
  }
  return numberFormat(amount);
}

/** Price strings as typed by people: spaces, dots and commas removed; empty (or not a number) is 0. */
export function priceParse(text: string): number {
  if (typeof text !== 'string') return 0;
  const digits = text.replace(/[\s.,]/g, '');
  if (digits === '') return 0;
  const parsed = Number(digits);
  return Number.isFinite(parsed) ? parsed : 0;
}
