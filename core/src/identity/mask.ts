/** Spec: masked text keeps its first and last character with five stars between. */
export const MASK_STARS = '*****';
/** Spec: the address keeps the last two letters of its first segment. */
const ADDRESS_KEPT = 2;
/** Spec: the other helper hides the last three characters. */
const TAIL_HIDDEN = 3;
const ADDRESS_SEPARATOR = ',';

// Characters, not UTF-16 units, so a Vietnamese letter or an emoji is never cut in half.
const chars = (text: string): string[] => Array.from(text.normalize('NFC'));
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * 'Nguyễn Văn An' -> 'N*****n'. Always five stars whatever the length, so the mask does not
 * tell how long the text was; one character keeps it before the stars ('A*****'), empty stays empty.
 */
export function maskMiddle(text: string): string {
  const all = chars(textOf(text));
  const first = all[0];
  if (first === undefined) return '';
  return all.length === 1 ? `${first}${MASK_STARS}` : `${first}${MASK_STARS}${all[all.length - 1] ?? ''}`;
}

/**
 * The reading chosen for "address keeps only the last two letters of its first segment":
 * the address is split on commas; its first segment (house number and street, the part that
 * finds the door) becomes five stars and its last two characters; the later segments (ward,
 * district, city) stay as written, since the spec hides nothing of them.
 * '12 Lý Thường Kiệt, Phường 7, Quận 10' -> '*****ệt, Phường 7, Quận 10'.
 */
export function maskAddress(address: string): string {
  const text = textOf(address);
  if (text.trim().length === 0) return '';
  const [head = '', ...rest] = text.split(ADDRESS_SEPARATOR);
  const kept = chars(head.trim()).slice(-ADDRESS_KEPT).join('');
  return [`${MASK_STARS}${kept}`, ...rest].join(ADDRESS_SEPARATOR);
}

/** '0912345678' -> '0912345***': the last three characters (all of a shorter text) become stars. */
export function maskLastThree(text: string): string {
  const all = chars(textOf(text));
  const hidden = Math.min(TAIL_HIDDEN, all.length);
  return `${all.slice(0, all.length - hidden).join('')}${'*'.repeat(hidden)}`;
}
