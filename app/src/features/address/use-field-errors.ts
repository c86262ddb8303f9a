import { useTranslation } from 'react-i18next';
import { errorI18nKey, type Validation } from '@modavi/core';
import { useCheckedAfterSubmit } from '../../hooks/use-checked-after-submit';

/**
 * A form's issues from a core rule, shown under their fields in the current language: nothing
 * before the first send, then the rule checked again on every change (`useCheckedAfterSubmit`),
 * so a fixed field's message goes at once (issue 25.13). The error catalogue must be loaded
 * (the page's loader awaits `errorsReady`).
 */
export function useFieldErrors<T>(check: () => Validation<T>) {
  const { t } = useTranslation();
  const { issues, submit, reset } = useCheckedAfterSubmit(check);
  const errorOf = (field: string): string | undefined => {
    const found = issues.find((candidate) => candidate.field === field);
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };
  return { errorOf, submit, reset, hasIssues: issues.length > 0 };
}
