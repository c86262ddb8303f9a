import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../internal/cx.js';
import * as styles from './Button.css.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight; one `primary` per view. Default `primary`. */
  variant?: ButtonVariant | undefined;
  /** Default `md`. */
  size?: ButtonSize | undefined;
  /** Disables the button and shows a spinner in place of `icon`; the label stays for a stable width. */
  loading?: boolean | undefined;
  /** Stretches to its container, e.g. the buy bar on phones. */
  fullWidth?: boolean | undefined;
  /** Decorative icon before the label (not rendered with `asChild`: the child owns its content). */
  icon?: ReactNode;
  /**
   * Renders the single child element (e.g. the router's Link) with the button styles instead of
   * a `<button>`. Links cannot be disabled, so `loading`/`disabled` set `aria-disabled` then.
   */
  asChild?: boolean | undefined;
}

/**
 * The action button. Defaults to `type="button"` so it never submits a form by accident;
 * pass `type="submit"` for form submits.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  asChild = false,
  disabled = false,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const rootClass = cx(styles.root({ variant, size, fullWidth }), className);
  const inactive = disabled || loading;

  if (asChild) {
    return (
      <Slot.Root
        {...rest}
        className={rootClass}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
      >
        {children}
      </Slot.Root>
    );
  }

  const lead = loading ? <span className={styles.spinner} aria-hidden="true" /> : icon;
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={rootClass}
      disabled={inactive}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {lead ? (
        <span className={styles.icon} aria-hidden="true">
          {lead}
        </span>
      ) : null}
      {children}
    </button>
  );
}
