import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PostFeedPage } from '@modavi/core';
import { Button } from '@modavi/ui';
import { PostCard } from './PostCard';
import * as styles from './community.css';

export interface PostListProps {
  readonly query: UseInfiniteQueryResult<InfiniteData<PostFeedPage>>;
  readonly emptyText: string;
}

/** Cards of a feed or a wall, newest first, with "more posts" while there are more. */
export function PostList({ query, emptyText }: PostListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <p className={styles.muted}>{t('community.loading')}</p>;
  if (query.isError) {
    return (
      <div className={styles.row} role="alert">
        <p className={styles.muted}>{t('community.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('community.retry')}
        </Button>
      </div>
    );
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('community.more')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('community.end')}</p>
      )}
    </>
  );
}
