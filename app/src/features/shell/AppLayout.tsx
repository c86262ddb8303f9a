import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { bottomNavShown, workspaceOfPath } from '@modavi/core';
import { useTranslation } from 'react-i18next';
import { Container, HeaderBar, SkipLink, ToastProvider } from '@modavi/ui';
import { AccountButton } from '../auth/AccountButton';
import { RegionStart } from '../region/RegionStart';
import { HeaderSearch } from '../search/HeaderSearch';
import { BottomNav } from './BottomNav';
import * as bottomNavStyles from './BottomNav.css';
import { CartLink } from './CartLink';
import { ChatLauncher } from '../chat/ChatLauncher';
import { FooterSlot } from './FooterSlot';
import { HeaderLinks } from './HeaderLinks';
import { LanguageSwitch } from './LanguageSwitch';
import * as styles from './AppLayout.css';

const MAIN_ID = 'main';

/**
 * The frame of every page: header with brand, language switch and cart; the page below; on
 * phones a bottom navigation (not where the page has a bottom bar of its own). The
 * seller area and the admin console draw their own frame (a workspace with side navigation).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const workspace = useRouterState({ select: (state) => workspaceOfPath(state.location.pathname) });
  return (
    <ToastProvider label={t('toast.label')} viewportLabel={t('toast.viewport')} closeLabel={t('toast.close')}>
      {workspace === 'buyer' ? <BuyerFrame /> : <Outlet />}
      <RegionStart />
    </ToastProvider>
  );
}

function BuyerFrame() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const bottomNav = bottomNavShown(pathname);
  return (
    <>
      <SkipLink target={MAIN_ID} label={t('nav.skipToContent')} />
      <HeaderBar
        brand={
          <Link to="/" className={styles.brand}>
            {t('brand')}
          </Link>
        }
        search={<HeaderSearch />}
        actions={
          <nav className={styles.actions} aria-label={t('nav.mainNav')}>
            <LanguageSwitch />
            <HeaderLinks />
            <ChatLauncher />
            <CartLink />
            <AccountButton />
          </nav>
        }
      />
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Container>
          <Outlet />
        </Container>
      </main>
      <FooterSlot />
      {bottomNav ? (
        <>
          <div className={bottomNavStyles.spacer} />
          <BottomNav pathname={pathname} />
        </>
      ) : null}
    </>
  );
}
