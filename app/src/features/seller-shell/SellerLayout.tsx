import { Link, Outlet } from '@tanstack/react-router';
import { useWorkspaceTitle } from '../workspace-shell/use-workspace-title';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WorkspaceFrame } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { sellerPauseQueryOptions } from '../../queries/seller-settings-queries';
import { WorkspaceNav } from '../workspace-shell/WorkspaceNav';
import { WorkspaceTopActions } from '../workspace-shell/WorkspaceTopActions';
import { useSidebarCollapsed } from '../workspace-shell/use-sidebar-collapsed';
import { useWorkspaceLabels } from '../workspace-shell/use-workspace-labels';
import * as styles from '../workspace-shell/WorkspaceShell.css';
import { SELLER_CHAT_PATH, SELLER_NAV } from './seller-nav';
import { chatRedDotQueryOptions } from '../../queries/chat-queries';
import type { WorkspaceNavGroup } from '../workspace-shell/workspace-nav-item';
import { PauseBanner } from './PauseBanner';
import { SellerNotificationsBell } from './SellerNotificationsBell';

/** The seller area's frame: the shop's name and status on top, the seller's pages beside the navigation. */
export function SellerLayout() {
  const { t } = useTranslation();
  const services = useServices();
  const { data: account } = useQuery(sellerAccountQueryOptions(services));
  const { data: pause } = useQuery({ ...sellerPauseQueryOptions(services), enabled: Boolean(account?.shop) });
  const chatUnread = useQuery({ ...chatRedDotQueryOptions('seller', () => services.seller().then((seller) => seller.chat)), enabled: Boolean(account?.shop) }).data ?? 0;
  const nav: readonly WorkspaceNavGroup[] = SELLER_NAV.map((group) => ({
    ...group,
    items: group.items.map((item) => (item.to === SELLER_CHAT_PATH ? { ...item, count: chatUnread } : item)),
  }));
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const labels = useWorkspaceLabels(t('sellerShell.navLabel'));
  useWorkspaceTitle(SELLER_NAV, t('sellerShell.brand'));
  return (
    <WorkspaceFrame
      brand={
        <Link to="/ban-hang" className={styles.brandLink}>
          {t('brand')}
          <span className={styles.brandSuffix}>{t('sellerShell.brand')}</span>
        </Link>
      }
      context={
        account?.shop ? (
          <>
            <span className={styles.shopName}>{account.shop.name}</span>
            <span className={styles.status}>{t(pause?.until ? 'sellerShell.statusPaused' : 'sellerShell.statusApproved')}</span>
          </>
        ) : undefined
      }
      actions={<WorkspaceTopActions before={account?.shop ? <SellerNotificationsBell /> : null} />}
      notice={pause?.until ? <PauseBanner until={pause.until} /> : undefined}
      renderNav={({ compact, close }) => <WorkspaceNav groups={nav} compact={compact} onFollow={close} />}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      labels={labels}
    >
      <Outlet />
    </WorkspaceFrame>
  );
}
