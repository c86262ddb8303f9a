import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { cx } from '../../internal/cx.js';
import * as styles from './Badge.css.js';

export interface BadgeProps {
  /** The number to show. Zero, negative or non-finite hides the bubble. */
  count: number;
  /** Highest number shown before capping. Default 99. */
  max?: number | undefined;
  /** Text shown above `max`; defaults to `${max}+` (e.g. "99+"). */
  overflowText?: string | undefined;
  /**
   * Screen-reader text for the count (e.g. "3 sản phẩm"). Without it the bubble is decorative:
   * then put the count into the anchor's own label (e.g. the IconButton `label`).
   */
  label?: string | undefined;
  /** The element the bubble sits on (e.g. the cart IconButton). Without it the bubble is inline. */
  children?: ReactNode;
  /** Default `brand`. */
  tone?: 'brand' | 'danger' | undefined;
  className?: string | undefined;
}

/** Count bubble, e.g. items in the cart: hidden at 0, capped at `max` ("99+"). */
export function Badge({ count, max = 99, overflowText, label, children, tone = 'brand', className }: BadgeProps) {
  const visible = Number.isFinite(count) && count > 0;
  const text = count > max ? (overflowText ?? `${max}+`) : String(Math.trunc(count));
  const placed = children !== undefined;

  const bubble = visible ? (
    <>
      <span className={cx(styles.bubble({ tone, placed }), !placed && className)} aria-hidden="true" data-count={count}>
        {text}
      </span>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  ) : null;

  if (!placed) return bubble;
  return (
    <span className={cx(styles.anchor, className)}>
      {children}
      {bubble}
    </span>
  );
}
