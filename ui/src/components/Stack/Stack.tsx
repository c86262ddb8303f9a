import type { SpaceToken } from '../../theme/tokens.js';
import { cx } from '../../internal/cx.js';
import type { LayoutProps } from '../../internal/layout.js';
import type { LayoutAlign, LayoutJustify } from '../../internal/layout.css.js';
import * as styles from './Stack.css.js';

export interface StackProps extends LayoutProps {
  /** Space between children, from the theme's space scale. Default `md`. */
  gap?: SpaceToken | undefined;
  /** Cross-axis alignment; default `stretch`. */
  align?: LayoutAlign | undefined;
  /** Main-axis distribution; default `start`. */
  justify?: LayoutJustify | undefined;
}

/** Vertical flex column with a token gap. */
export function Stack({ as: Tag = 'div', gap, align, justify, className, ...rest }: StackProps) {
  return <Tag {...rest} className={cx(styles.root({ gap, align, justify }), className)} />;
}
