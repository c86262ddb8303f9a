import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, type GatewayError, type ValidationIssue } from '@modavi/core';
import { errorKey } from '../../i18n/error-key';
import { GatewayFailure } from '../../queries/gateway-failure';

/** Messages of the auth forms: a rule's issue or a failed call, from core's error catalogue. */
export function useAuthText() {
  const { t, i18n } = useTranslation();
  const issueText = useCallback((issue: ValidationIssue) => t(errorI18nKey(issue.code), issue.params ?? {}), [t]);
  const failureText = useCallback(
    (failure: GatewayError) => t(errorKey(new GatewayFailure(failure), (key) => i18n.exists(key))),
    [i18n, t],
  );
  return { t, issueText, failureText };
}

/** Issues by field, first one per field (a field shows one message at a time). */
export function issuesByField(issues: readonly ValidationIssue[]): Record<string, ValidationIssue> {
  const byField: Record<string, ValidationIssue> = {};
  for (const issue of issues) byField[issue.field] ??= issue;
  return byField;
}
