import type { CSSProperties } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './Skeleton.css.js';

export interface SkeletonProps {
  /** `text` = one line; `rect` = an image or card (give a height or aspectRatio); `circle` = an avatar. */
  shape?: 'text' | 'rect' | 'circle' | undefined;
  /** CSS width; defaults to full width (circles need one). */
  width?: CSSProperties['width'] | undefined;
  height?: CSSProperties['height'] | undefined;
  /** E.g. '1 / 1' for a product image placeholder. */
  aspectRatio?: CSSProperties['aspectRatio'] | undefined;
  className?: string | undefined;
}

/**
 * A shimmering placeholder while content loads. Hidden from assistive technology: mark the
 * loading region with aria-busy instead of announcing every bar.
 */
export function Skeleton({ shape, width, height, aspectRatio, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (aspectRatio !== undefined) style.aspectRatio = aspectRatio;
  return <span aria-hidden="true" data-skeleton="" className={cx(styles.root({ shape }), className)} style={style} />;
}
