import { useTranslation } from 'react-i18next';
import { type Post, uploadedImageSrcSet } from '@modavi/core';
import * as styles from './community.css';

/** One picture spans the feed's 48rem column (the phone's width); more sit two or three across. */
const ONE_IMAGE_SIZES = '(min-width: 768px) 768px, 100vw';
const GRID_IMAGE_SIZES = '(min-width: 768px) 384px, 50vw';

/** A post's pictures in a grid (one, two or three across by their number) or its one video. */
export function PostMediaView({ post }: { readonly post: Post }) {
  const { t } = useTranslation();
  if (post.video) return <video className={styles.video} src={post.video} controls preload="metadata" aria-label={t('community.card.video')} />;
  if (post.images.length === 0) return null;
  return (
    <ul className={styles.grid} data-count={post.images.length}>
      {post.images.map((url, index) => (
        <li key={url}>
          <img className={styles.gridImage} src={url} srcSet={uploadedImageSrcSet(url)} sizes={post.images.length === 1 ? ONE_IMAGE_SIZES : GRID_IMAGE_SIZES} alt={t('community.card.image', { index: index + 1 })} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
