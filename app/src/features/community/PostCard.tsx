import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParse, relativeTime, type Post, uploadedImageSrcSet } from '@modavi/core';
import { Avatar } from '@modavi/ui';
import { useNow } from '../../clock/use-now';
import { PostText } from './PostText';
import { PostMediaView } from './PostMediaView';
import { PostActions } from './PostActions';
import * as styles from './community.css';

export interface PostCardProps {
  readonly post: Post;
  /** The author's own controls (edit, delete) on the post's page. */
  readonly ownerActions?: ReactNode;
  /** On the feed the time links to the post; on the post's page it is plain. */
  readonly linked?: boolean;
}

/** One post: author (to their wall), time, text with hashtag links, pictures or video, tagged products, actions. */
export function PostCard({ post, ownerActions, linked = true }: PostCardProps) {
  const { t, i18n } = useTranslation();
  // By the minute: '3 phút' becomes '4 phút' while the feed stays open.
  const now = useNow(60_000);
  const when = relativeTime(post.created_at, now, localeParse(i18n.language), { short: true });
  const time = (
    <time dateTime={new Date(post.created_at).toISOString()} className={styles.muted}>
      {when}
      {post.edited_at ? ` · ${t('community.card.edited')}` : ''}
    </time>
  );
  return (
    <article className={styles.card}>
      <div className={styles.authorRow}>
        <Link to="/tuong/$userId" params={{ userId: post.author._id }} className={styles.author}>
          <Avatar initial={post.author.name.slice(0, 1).toUpperCase()} src={post.author.avatar ?? null} srcSet={uploadedImageSrcSet(post.author.avatar)} size="sm" />
          <span className={styles.authorName}>{post.author.name}</span>
        </Link>
        {ownerActions}
      </div>
      {linked ? (
        <Link to="/post/$id" params={{ id: post._id }} className={styles.back} aria-label={`${t('community.card.open')}: ${when}`}>
          {time}
        </Link>
      ) : (
        time
      )}
      <PostText text={post.content} />
      {post.body_shape ? <p className={styles.muted}>{t('community.card.bodyShape', { shape: post.body_shape })}</p> : null}
      <PostMediaView post={post} />
      {post.products.length > 0 ? (
        <ul className={styles.chips} aria-label={t('community.card.products')}>
          {post.products.map((product) => (
            <li key={product._id}>
              <Link to="/san-pham/$id" params={{ id: product._id }} search={{ position: 'Community' }} className={styles.chip}>
                {product.image ? <img className={styles.chipImage} src={product.image} alt="" /> : null}
                <span className={styles.chipName}>{product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <PostActions post={post} />
    </article>
  );
}
