import { Link, Outlet } from '@tanstack/react-router';
import { useWorkspaceTitle } from '../workspace-shell/use-workspace-title';
import { useTranslation } from 'react-i18next';
import { Heading, WorkspaceFrame } from '@modavi/ui';
import type { AdminConsoleAccess } from '@modavi/core';
import { WorkspaceNav } from '../workspace-shell/WorkspaceNav';
import { WorkspaceTopActions } from '../workspace-shell/WorkspaceTopActions';
import { useSidebarCollapsed } from '../workspace-shell/use-sidebar-collapsed';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import * as styles from '../workspace-shell/WorkspaceShell.css';
import { ADMIN_NAV } from './admin-nav';

/**
 * The admin console's frame. An account without the admin role sees why it may not enter
 * (rather than a not-found page): it may be logged in with the wrong account.
 */
export function AdminLayout({ access }: { readonly access: AdminConsoleAccess }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const labels = useWorkspaceLabels(t('adminShell.navLabel'));
  const open = access === 'open';
  useWorkspaceTitle(open ? ADMIN_NAV : [], t('adminShell.brand'));
  return (
    <WorkspaceFrame
      brand={
        <Link to="/quan-tri" className={styles.brandLink}>
          {t('brand')}
          <span className={styles.brandSuffix}>{t('adminShell.brand')}</span>
        </Link>
      }
      context={open ? <span className={styles.shopName}>{t('adminShell.role')}</span> : undefined}
      actions={<WorkspaceTopActions />}
      renderNav={({ compact, close }) => (open ? <WorkspaceNav groups={ADMIN_NAV} compact={compact} onFollow={close} /> : null)}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      labels={labels}
    >
      {open ? (
        <Outlet />
      ) : (
        <>
          <Heading level={1}>{t('adminShell.forbiddenTitle')}</Heading>
          <p>{t('adminShell.forbiddenBody')}</p>
        </>
      )}
    </WorkspaceFrame>
  );
}
