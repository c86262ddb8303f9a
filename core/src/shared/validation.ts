import type { Result } from './result.js';

/**
 * One broken rule: which field, which stable code (e.g. 'PRODUCT.NAME_LENGTH'), and the
 * numbers the message needs ({ min: 10, max: 200 }). The app turns `code` into text through
 * the error catalogue; core never holds a sentence in a rule.
 */
export interface ValidationIssue {
  readonly field: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A validator's answer: the cleaned value, or every issue found (not only the first). */
export type Validation<T> = Result<T, readonly ValidationIssue[]>;

export const issue = (field: string, code: string, params?: Readonly<Record<string, string | number>>): ValidationIssue =>
  params ? { field, code, params } : { field, code };
