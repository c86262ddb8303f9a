/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;

// local@domain.tld: no spaces, one @, a domain of dot-separated labels with a letter TLD.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/u;

/**
 * Whether text is a usable email address ('an@modavi.vn'). Deliberately permissive about the
 * local part (the mail server is the judge); strict about shape: one @, a dotted domain.
 * Surrounding spaces are tolerated since forms trim them.
 */
export function emailValid(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}
