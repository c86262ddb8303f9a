import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { textLength } from '../format/text.js';

/** Spec: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

const UPPERCASE = /\p{Lu}/u;
// Anything that is not a letter, a digit or white space counts as special: '!', '@', '_', '₫'.
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * Spec: min 8 characters, one uppercase letter, one special character; the confirmation must
 * match. Passwords are compared as typed (never trimmed). Returns every broken rule.
 */
export function passwordValidate(password: unknown, confirmation: unknown): Validation<string> {
  const issues: ValidationIssue[] = [];
  const text = typeof password === 'string' ? password : '';
  if (text.length === 0) {
    issues.push(issue('password', 'PASSWORD.REQUIRED'));
  } else {
    if (textLength(text) < PASSWORD_MIN_LENGTH) issues.push(issue('password', 'PASSWORD.TOO_SHORT', { min: PASSWORD_MIN_LENGTH }));
    if (!UPPERCASE.test(text)) issues.push(issue('password', 'PASSWORD.UPPERCASE_REQUIRED'));
    if (!SPECIAL.test(text)) issues.push(issue('password', 'PASSWORD.SPECIAL_REQUIRED'));
  }
  const repeated = typeof confirmation === 'string' ? confirmation : '';
  if (repeated.length === 0) issues.push(issue('confirmation', 'PASSWORD.CONFIRMATION_REQUIRED'));
  else if (repeated !== text) issues.push(issue('confirmation', 'PASSWORD.CONFIRMATION_MISMATCH'));
  return issues.length > 0 ? err(issues) : ok(text);
}
