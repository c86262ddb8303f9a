import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './VisuallyHidden.css.js';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, e.g. a label prefix next to a bare number. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(styles.root, className)} />;
}
