import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx.js';
import { SearchIcon } from '../../internal/icons.js';
import * as styles from './SearchTrigger.css.js';

export interface SearchTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The visible prompt, which is also the button's name, e.g. "Tìm sản phẩm, danh mục". */
  label: string;
}

/** The header's search box: looks like a field, opens the search overlay where typing happens. */
export function SearchTrigger({ label, className, type, ...rest }: SearchTriggerProps) {
  return (
    <button {...rest} type={type ?? 'button'} className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
