import { useTranslation } from 'react-i18next';
import { errorI18nKey, type ValidationIssue } from '@modavi/core';

/** A core rule's issues as TanStack Form's form-level error: every issue, and the first per field. */
export function issuesFormError(issues: readonly ValidationIssue[]): { form: readonly ValidationIssue[]; fields: Record<string, ValidationIssue> } {
  const fields: Record<string, ValidationIssue> = {};
  for (const found of issues) fields[found.field] ??= found;
  return { form: issues, fields };
}

const isIssue = (value: unknown): value is ValidationIssue =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

/** The message of the first issue among a field's errors, in the current language (the error catalogue is loaded by the route). */
export function useIssueText(): (errors: readonly unknown[] | undefined) => string | undefined {
  const { t } = useTranslation();
  return (errors) => {
    const found = errors?.find(isIssue);
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };
}
