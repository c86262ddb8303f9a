import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParse } from '@modavi/core';
import { ProfileHeader, Stack } from '@modavi/ui';
import { htmlLang } from '../../i18n/i18n';
import { useServices } from '../../hooks/use-services';
import { wallQueryOptions } from '../../queries/account-queries';
import { PersonFollowButton } from './PersonFollowButton';
import { PersonPosts } from '../community/PersonPosts';
import * as styles from './WallPage.css';

export interface WallPageProps {
  userId: string;
  /**
   * /tuong?order=1: the buyer's orders under the wall. The orders feature supplies the list;
   * the wall only places it.
   */
  ordersPanel?: ReactNode;
}

/** A wall (/tuong, /tuong/{userId}): name (masked for others), avatar letter, join month, follow counts, their posts. No private data. */
export function WallPage({ userId, ordersPanel }: WallPageProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const { data: wall } = useSuspenseQuery(wallQueryOptions(services, userId));
  useDocumentTitle(wall.name);
  const joined = new Intl.DateTimeFormat(htmlLang(localeParse(i18n.language)), { month: '2-digit', year: 'numeric' }).format(
    wall.joined_at,
  );
  const count = (value: number) => new Intl.NumberFormat(htmlLang(localeParse(i18n.language))).format(value);
  return (
    <Stack gap="lg">
      <ProfileHeader
        name={wall.name}
        initial={wall.initial}
        avatarUrl={wall.avatar}
        subtitle={t('account.wall.joined', { date: joined })}
        stats={[
          { key: 'following', value: count(wall.following), label: t('account.wall.following') },
          { key: 'followers', value: count(wall.followers), label: t('account.wall.followers') },
        ]}
        actions={
          wall.is_self ? (
            <div className={styles.actions}>
              <Link to="/trang-ca-nhan" className={styles.link}>
                {t('account.wall.editProfile')}
              </Link>
              <Link to="/tuong" search={{ order: 1 }} className={styles.link}>
                {t('account.wall.myOrders')}
              </Link>
            </div>
          ) : (
            <PersonFollowButton wall={wall} />
          )
        }
      />
      {ordersPanel}
      <PersonPosts userId={wall._id} />
    </Stack>
  );
}
