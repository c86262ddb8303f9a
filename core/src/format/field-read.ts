import { issue, type ValidationIssue } from '../shared/validation.js';

/**
 * Readers the validators use on untrusted input (a form, a request body): they never throw
 * and turn anything unexpected into an empty value the rules then report.
 */

/** The input as a record of fields; anything that is not a plain object has no fields. */
export function fieldRecord(input: unknown): Readonly<Record<string, unknown>> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/** A text field trimmed; numbers are read as their digits, anything else as empty. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A list field; anything that is not an array is an empty list. */
export function fieldList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A list of non-empty strings (image URLs, ids); other entries are left out. */
export function fieldTexts(value: unknown): readonly string[] {
  return fieldList(value)
    .map(fieldText)
    .filter((text) => text.length > 0);
}

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
