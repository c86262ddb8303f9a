import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BOTTOM_NAV_ITEMS, bottomNavActive, type BottomNavKey } from '@modavi/core';
import { svgProps } from './HeaderLinks';
import * as styles from './BottomNav.css';

// Decorative glyphs: each link carries its name under it.
const ICONS: Readonly<Record<BottomNavKey, string>> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  categories: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  community: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M16 11a3 3 0 100-6M18 20a6 6 0 00-3-5.2',
  notifications: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  account: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
};

const ACTIVE_EXACT = { exact: true, includeSearch: false } as const;

/**
 * The phones' bottom navigation (core's BOTTOM_NAV_ITEMS): the page's item is marked
 * (`aria-current`). A guest's account and notifications open the login prompt through the
 * pages' own guard, which brings it back there after login. Hidden from tablets up.
 */
export function BottomNav({ pathname }: { readonly pathname: string }) {
  const { t } = useTranslation();
  const active = bottomNavActive(pathname);
  return (
    <nav className={styles.bar} aria-label={t('nav.bottom.label')}>
      {BOTTOM_NAV_ITEMS.map(({ key, to }) => (
        // The router marks a link active under its whole section (the account under its orders):
        // only core's choice is marked, so exact matching keeps the router's mark in agreement.
        <Link key={key} to={to} activeOptions={ACTIVE_EXACT} className={styles.item} aria-current={key === active ? 'page' : undefined}>
          <svg {...svgProps}>
            <path d={ICONS[key]} />
          </svg>
          {t(`nav.bottom.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
