import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/use-services';
import { personPostsQueryOptions } from './community-queries';
import { PostList } from './PostList';
import * as styles from './community.css';

/** A wall's posts (/tuong, /tuong/{userId}): the feed's cards, newest first. */
export function PersonPosts({ userId }: { readonly userId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useInfiniteQuery(personPostsQueryOptions(services.community, userId));
  return (
    <section className={styles.page} aria-labelledby="person-posts-title">
      <h2 id="person-posts-title" className={styles.label}>
        {t('community.wallPosts')}
      </h2>
      <PostList query={query} emptyText={t('community.empty')} />
    </section>
  );
}
