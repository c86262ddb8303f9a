import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './IconButton.css.js';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name (translated); required because the button shows no text. */
  label: string;
  /** The icon; hidden from assistive technology since `label` names the button. */
  children: ReactNode;
  /** Default `ghost`. */
  variant?: 'ghost' | 'secondary' | 'primary' | undefined;
  /** Default `md` (40px). */
  size?: 'sm' | 'md' | 'lg' | undefined;
}

/** A round icon-only button (cart, search, close), named by `label`. */
export function IconButton({ label, children, variant = 'ghost', size = 'md', className, type, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type ?? 'button'} aria-label={label} className={cx(styles.root({ variant, size }), className)}>
      {children}
    </button>
  );
}
