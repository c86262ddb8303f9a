import { cx } from '../../internal/cx.js';
import type { LayoutProps } from '../../internal/layout.js';
import * as styles from './Container.css.js';

export interface ContainerProps extends LayoutProps {
  /** `page` (default, 75rem) or `narrow` (48rem) for forms and checkout. */
  width?: 'page' | 'narrow' | undefined;
}

/** Centred, max-width page container with side padding that grows with the screen. */
export function Container({ as: Tag = 'div', width, className, ...rest }: ContainerProps) {
  return <Tag {...rest} className={cx(styles.root({ width }), className)} />;
}
