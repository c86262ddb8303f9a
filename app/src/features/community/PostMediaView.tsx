import { useTranslation } from 'react-i18next';
import type { Post } from '@modavi/core';
import * as styles from './community.css';

/** A post's pictures in a grid (one, two or three across by their number) or its one video. */
export function PostMediaView({ post }: { readonly post: Post }) {
  const { t } = useTranslation();
  if (post.video) return <video className={styles.video} src={post.video} controls preload="metadata" aria-label={t('community.card.video')} />;
  if (post.images.length === 0) return null;
  return (
    <ul className={styles.grid} data-count={post.images.length}>
      {post.images.map((url, index) => (
        <li key={url}>
          <img className={styles.gridImage} src={url} alt={t('community.card.image', { index: index + 1 })} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
