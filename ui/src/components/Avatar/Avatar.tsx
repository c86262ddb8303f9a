import { cx } from '../../internal/cx.js';
import * as styles from './Avatar.css.js';

export interface AvatarProps {
  /** The letter shown when there is no photo. */
  initial: string;
  /** The photo's address; null or absent shows the letter. */
  src?: string | null | undefined;
  size?: 'sm' | 'lg' | undefined;
  /** The photo's `srcset` (core's uploadedImageSrcSet); the smallest candidate fits either size. */
  srcSet?: string | undefined;
  className?: string | undefined;
}

/**
 * A person's picture in a circle, or their initial. Decorative: the name always stands beside
 * it (or in the control's label), so it is hidden from assistive technology.
 */
/** The circle's width: 1.75rem small; large is 4.5rem, 6rem from a tablet up. */
const SIZES = { sm: '28px', lg: '96px' } as const;

export function Avatar({ initial, src, size = 'lg', className, srcSet }: AvatarProps) {
  return (
    <span className={cx(styles.avatar({ size }), className)} aria-hidden="true">
      {src ? <img className={styles.image} src={src} srcSet={srcSet} sizes={srcSet ? SIZES[size] : undefined} alt="" /> : initial}
    </span>
  );
}
