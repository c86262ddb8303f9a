import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountButton } from '../auth/AccountButton';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { WorkspaceIcon } from './WorkspaceIcon';
import * as styles from './WorkspaceShell.css';

/** The top bar's right side in both workspaces: the workspace's own (the seller's bell), language, the way back to the buyer site, the account. */
export function WorkspaceTopActions({ before = null }: { readonly before?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {before}
      <LanguageSwitch />
      <Link to="/" className={styles.backLink}>
        <WorkspaceIcon name="home" />
        <span className={styles.backLinkText}>{t('workspace.backToShop')}</span>
      </Link>
      <AccountButton />
    </>
  );
}
