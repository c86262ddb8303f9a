import { useTranslation } from 'react-i18next';
import { errorI18nKey, type CheckoutIssue } from '@modavi/core';
import * as styles from './CheckoutPage.css';

/** The messages of some issues, from core's error catalogue (loaded by the route). */
export function IssueList({
  issues,
  testId,
}: {
  readonly issues: readonly Pick<CheckoutIssue, 'code' | 'params'>[];
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  const codes = [...new Map(issues.map((found) => [found.code, found])).values()];
  return (
    <>
      {codes.map((found) => (
        <p key={found.code} className={styles.error} data-testid={testId} data-code={found.code}>
          {t(errorI18nKey(found.code), { ...(found.params ?? {}) })}
        </p>
      ))}
    </>
  );
}
