import type { ReactElement, ReactNode } from 'react';
import { Button } from '@modavi/ui';
import * as styles from './seller-shop.css';

/** A seller list row's actions: its edit link as a small button (absent when the row cannot change), then its other buttons. */
export function RowActions({ edit, children }: { readonly edit?: ReactElement | null; readonly children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      {edit ? (
        <Button asChild variant="ghost" size="sm">
          {edit}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
