import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, scrollCue, useScrollEdges } from '@modavi/ui';
import { FEED_FILTERS, type FeedFilter } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { feedQueryOptions } from './community-queries';
import { CreatePostButton } from './CreatePostButton';
import { PostList } from './PostList';
import * as styles from './community.css';

export interface CommunityFeedPageProps {
  readonly tab: FeedFilter;
  readonly tag: string | null;
}

/** /cong-dong: "For you" (everyone's posts), "Following" and "Saved" (bookmarks) tabs, an optional hashtag filter, the composer. */
export function CommunityFeedPage({ tab, tag }: CommunityFeedPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const loggedIn = services.tokens.isLoggedIn();
  const guestOnFollowing = tab !== 'all' && !loggedIn;
  const query = useInfiniteQuery({ ...feedQueryOptions(services.community, tab, tag), enabled: !guestOnFollowing });
  // On a narrow phone the last tab may sit past the edge: that side fades, a cue that it scrolls.
  const strip = useScrollEdges<HTMLUListElement>();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('community.title')}</h1>
          <p className={styles.muted}>{t('community.intro')}</p>
        </div>
        <CreatePostButton />
      </div>
      <nav aria-label={t('community.tabs.label')}>
        <ul ref={strip.ref} className={`${styles.tabs} ${scrollCue}`} {...strip.attributes}>
          {FEED_FILTERS.map((value) => (
            <li key={value}>
              <Link
                to="/cong-dong"
                search={value === 'all' ? {} : { tab: value }}
                className={styles.tab}
                aria-current={tab === value ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {t(`community.tabs.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tag ? (
        <div className={styles.row}>
          <p className={styles.label}>{t('community.hashtagFilter', { tag })}</p>
          <Link to="/cong-dong" search={tab === 'all' ? {} : { tab }} className={styles.back}>
            {t('community.clearHashtag', { tag })}
          </Link>
        </div>
      ) : null}
      {guestOnFollowing ? (
        <div className={styles.row}>
          <p className={styles.muted}>{t(tab === 'bookmarks' ? 'community.bookmarksGuest' : 'community.followingGuest')}</p>
          <Button variant="secondary" size="sm" onClick={() => loginPromptOpen()}>
            {t('community.login')}
          </Button>
        </div>
      ) : (
        <PostList query={query} emptyText={t(`community.emptyTab.${tab}`)} />
      )}
    </div>
  );
}
