import type { SpaceToken } from '../../theme/tokens.js';
import { cx } from '../../internal/cx.js';
import type { LayoutProps } from '../../internal/layout.js';
import type { LayoutAlign, LayoutJustify } from '../../internal/layout.css.js';
import * as styles from './Inline.css.js';

export interface InlineProps extends LayoutProps {
  /** Space between children, from the theme's space scale. Default `sm`. */
  gap?: SpaceToken | undefined;
  /** Cross-axis alignment; default `center`. */
  align?: LayoutAlign | undefined;
  /** Main-axis distribution; default `start`. */
  justify?: LayoutJustify | undefined;
  /** Wrap onto new lines when out of room. Default true. */
  wrap?: boolean | undefined;
}

/** Horizontal flex row with a token gap; wraps by default. */
export function Inline({ as: Tag = 'div', gap, align, justify, wrap, className, ...rest }: InlineProps) {
  return <Tag {...rest} className={cx(styles.root({ gap, align, justify, wrap }), className)} />;
}
