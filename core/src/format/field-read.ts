import { issue, type ValidationIssue } from '../shared/validation.js';

/**
 * Readers every validator uses on untrusted input (a form, a request body). They never throw,
 * and they keep apart the two failures a rule reports differently: a field that is missing
 * (spec 5: absent, null or blank text; "please enter ...") and a field that holds a value of
 * the wrong type (a number where text belongs, text where a list belongs; "not valid").
 * `fieldCheck` tells which; the readers give the value, or an empty one, so a rule can go on.
 * Internal to core: not exported from the package.
 */

/** The fields of a form, read as own properties only. */
export type FieldRecord = Readonly<Record<string, unknown>>;

/**
 * The input's own fields, copied onto an object without a prototype, so reading a field such
 * as 'constructor' or 'toString' never finds an inherited value. Anything that is not a plain
 * object (null, a list, a string) has no fields.
 */
export function fieldRecord(input: unknown): FieldRecord {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return Object.create(null) as FieldRecord;
  return Object.assign(Object.create(null) as Record<string, unknown>, input);
}

/** Spec 5: a field is missing when it is absent, null or blank text. */
export const fieldMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The type a rule expects in a field. */
export type FieldKind = 'text' | 'number' | 'list';

const KIND_MATCHES: Readonly<Record<FieldKind, (value: unknown) => boolean>> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  list: (value) => Array.isArray(value),
};

/**
 * What a field holds against what the rule expects: 'missing' (absent, null or blank text),
 * 'wrong_type' (something else is there: a number for text, a numeric string for a number,
 * an object for a list, NaN), or 'ok'.
 */
export function fieldCheck(value: unknown, kind: FieldKind): 'ok' | 'missing' | 'wrong_type' {
  if (fieldMissing(value)) return 'missing';
  return KIND_MATCHES[kind](value) ? 'ok' : 'wrong_type';
}

/**
 * A text field, trimmed and in NFC (so a Vietnamese letter typed as base plus marks is stored
 * and counted once); '' when missing or not text. Numbers are not read as text: a phone or a
 * code sent as a number has already lost its leading zero.
 */
export const fieldText = (value: unknown): string => (typeof value === 'string' ? value.normalize('NFC').trim() : '');

/** A finite number, or null when missing or anything else (numeric strings included: the form parses first). */
export const fieldNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A list field; anything that is not a list reads as an empty one (`fieldCheck` says which). */
export const fieldList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** The non-blank texts of a list field (image addresses, ids), trimmed; other entries are left out. */
export function fieldTexts(value: unknown): string[] {
  return fieldList(value)
    .map(fieldText)
    .filter((text) => text.length > 0);
}

/** The value when it is one of `options`, or null. */
export const fieldChoice = <T extends string>(value: unknown, options: readonly T[]): T | null =>
  options.find((option) => option === value) ?? null;

/**
 * After a validator's own checks, what its schema still refuses (a wrongly typed optional
 * field) becomes one `code` issue per field not reported yet, so no failure goes unnamed.
 */
export function fieldSchemaIssues(
  problems: readonly { readonly path: readonly PropertyKey[] }[],
  reported: readonly ValidationIssue[],
  code: string,
): ValidationIssue[] {
  const seen = new Set(reported.map((found) => found.field.split('.')[0]));
  const added: ValidationIssue[] = [];
  for (const problem of problems) {
    const field = String(problem.path[0] ?? 'input');
    if (!seen.has(field)) added.push(issue(field, code));
    seen.add(field);
  }
  return added;
}
