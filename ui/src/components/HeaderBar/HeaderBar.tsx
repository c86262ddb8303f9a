import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './HeaderBar.css.js';

export interface HeaderBarProps {
  /** Logo link (left). */
  brand: ReactNode;
  /** Search field; on phones it drops to its own full-width row. */
  search?: ReactNode;
  /** Icon buttons on the right: cart with Badge, account, menu. */
  actions?: ReactNode;
  /** Sticks to the top while scrolling. Default true. */
  sticky?: boolean | undefined;
  className?: string | undefined;
}

/** The marketplace top bar (the page's banner landmark) with brand, search and action slots. */
export function HeaderBar({ brand, search, actions, sticky, className }: HeaderBarProps) {
  const withSearch = search !== undefined && search !== null;
  return (
    <header className={cx(styles.root({ sticky }), className)}>
      <div className={styles.inner({ withSearch })}>
        <div className={styles.brand}>{brand}</div>
        {withSearch ? <div className={styles.search}>{search}</div> : null}
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
