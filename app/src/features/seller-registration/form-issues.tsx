import { useTranslation } from 'react-i18next';
import type { AnyFieldApi, DeepKeys } from '@tanstack/react-form';
import { errorI18nKey, type Validation, type ValidationIssue } from '@modavi/core';
import * as styles from './registration.css';

/**
 * A core rule's answer as TanStack Form's form-level error: each field gets its first issue,
 * keyed by the issue's field path ('address.ward'), so the fields show the rule's own codes.
 */
export function issueFields<T>(result: Validation<unknown>): { fields: Partial<Record<DeepKeys<T>, ValidationIssue>> } | undefined {
  if (result.ok) return undefined;
  const fields: Record<string, ValidationIssue> = {};
  for (const problem of result.error) fields[problem.field] ??= problem;
  return { fields: fields as Partial<Record<DeepKeys<T>, ValidationIssue>> };
}

const isIssue = (value: unknown): value is ValidationIssue =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

/**
 * The message of a field's first issue in the current language, once the field was touched or
 * the form was sent (a fresh form does not greet the seller with errors).
 */
export function useFieldError() {
  const { t } = useTranslation();
  return (field: AnyFieldApi): string | undefined => {
    const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0;
    const first: unknown = field.state.meta.errors.find(isIssue);
    return shown && isIssue(first) ? t(errorI18nKey(first.code), first.params ?? {}) : undefined;
  };
}

/** An error under a control that has no error slot of its own (a select, a radio group). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
