/**
 * Readers for validators that take `unknown` form input: each answers what a rule needs
 * ("missing", "not a number", the trimmed text) without throwing on any value.
 */

/** The input as a record of fields; anything else reads as an empty form. */
export const recordOf = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};

/** Trimmed, NFC-normalised text; '' for anything that is not a string. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');

/** Spec 5: a field is empty when absent, null or blank text. */
export const valueIsEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A finite number, or null for anything else (numeric strings included: the form parses first). */
export const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A list, or null when the value is not one. */
export const listOf = (value: unknown): readonly unknown[] | null => (Array.isArray(value) ? value : null);

/**
 * An absolute http(s) address or a path on our own host ('/media/...'), without spaces.
 * Protocol-relative ('//host') and other schemes (javascript:, data:) are refused.
 */
export const urlIsValid = (value: unknown): boolean =>
  typeof value === 'string' && /^(?:https?:\/\/[^\s/?#]+|\/(?!\/))[^\s]*$/i.test(value);

/** Identifiers as our API issues them: 1-64 letters, digits, '-' or '_'. */
export const idIsValid = (value: unknown): boolean => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
