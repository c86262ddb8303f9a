/**
 * Reading a seller's form defensively: the validators take `unknown`, so every field is
 * checked for its type before a rule looks at it, and nothing here throws.
 */
export type FormFields = Readonly<Record<string, unknown>>;

const EMPTY: FormFields = {};

/** The input's own fields; anything that is not an object has none. */
export const formFields = (input: unknown): FormFields =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as FormFields) : EMPTY;

/** A field's value, own properties only (a form never inherits `constructor` or `toString`). */
export const fieldOf = (fields: FormFields, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;

/** Trimmed text, or undefined when the field is missing, not text, or blank. */
export const textOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** Length as a person counts it: characters after NFC, so 'ệ' is one whether typed composed or not. */
export const textLength = (text: string): number => [...text.normalize('NFC')].length;

/** A finite number, or undefined. */
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Whether a value was given at all (null and undefined are "not given"). */
export const given = (value: unknown): boolean => value !== null && value !== undefined;

/** The value if it is one of `options`. */
export const choiceOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  options.find((option) => option === value);

/** Non-blank strings of a list; undefined when the value is not a list. */
export const idsOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(textOf).filter((id): id is string => id !== undefined) : undefined;

/** Whether a number is a whole count of at least `min`. */
export const isCount = (value: number | undefined, min: number): value is number =>
  value !== undefined && Number.isInteger(value) && value >= min;
