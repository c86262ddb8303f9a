import type { ReactNode } from 'react';
import * as styles from './ProductGrid.css.js';

export interface ProductGridProps {
  /** One `ProductGridItem` per product. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. the section heading's id. */
  labelledBy?: string | undefined;
}

/** Responsive product list: two columns on phones, five on desktops. */
export function ProductGrid({ children, labelledBy }: ProductGridProps) {
  return (
    <ul className={styles.root} aria-labelledby={labelledBy}>
      {children}
    </ul>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
