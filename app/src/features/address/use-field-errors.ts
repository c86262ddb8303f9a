import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorI18nKey, type ValidationIssue } from '@modavi/core';

/**
 * A form's issues from a core rule, shown under their fields in the current language. The
 * error catalogue must be loaded (the page's loader awaits `errorsReady`).
 */
export function useFieldErrors() {
  const { t } = useTranslation();
  const [issues, setIssues] = useState<readonly ValidationIssue[]>([]);
  const errorOf = (field: string): string | undefined => {
    const found = issues.find((candidate) => candidate.field === field);
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };
  return { errorOf, setIssues, hasIssues: issues.length > 0 };
}
