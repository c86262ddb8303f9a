import type { ReactNode } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './Heading.css.js';

export interface HeadingProps {
  /** The outline level (h1-h4); choose it by page structure, not by looks. */
  level: 1 | 2 | 3 | 4;
  /** How big it looks. Default: page for h1, section otherwise. */
  size?: keyof typeof styles.size | undefined;
  children: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
}

const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A heading whose level and look are chosen separately. */
export function Heading({ level, size, children, id, className }: HeadingProps) {
  const Tag = tags[level];
  return (
    <Tag id={id} className={cx(styles.size[size ?? (level === 1 ? 'page' : 'section')], className)}>
      {children}
    </Tag>
  );
}
