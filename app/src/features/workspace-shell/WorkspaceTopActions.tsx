import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountButton } from '../auth/AccountButton';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { WorkspaceIcon } from './WorkspaceIcon';
import * as styles from './WorkspaceShell.css';

/** The top bar's right side in both workspaces: language, the way back to the buyer site, the account. */
export function WorkspaceTopActions() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <Link to="/" className={styles.backLink}>
        <WorkspaceIcon name="home" />
        <span className={styles.backLinkText}>{t('workspace.backToShop')}</span>
      </Link>
      <AccountButton />
    </>
  );
}
