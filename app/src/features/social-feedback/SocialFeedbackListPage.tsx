import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sellerListPages } from '@modavi/core';
import { Button, Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { FeedbackPager } from './FeedbackPager';
import { SocialFeedbackCard } from './SocialFeedbackCard';
import { socialFeedbackListQueryOptions } from './social-feedback-queries';
import * as styles from './social-feedback.css';

/**
 * /phan-anh-to-chuc-xa-hoi/danh-sach: the public list (core's SOCIAL_FEEDBACK_LIST_PUBLIC), newest
 * first, paged by the server, each with its status; the reader's own feedback carries its whole
 * email and a "yours" mark.
 */
export function SocialFeedbackListPage({ page, onPage }: { readonly page: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(socialFeedbackListQueryOptions(services.socialFeedback, page));
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('socialFeedback.listTitle')}</Heading>
      <p className={styles.lead}>{t('socialFeedback.listLead')}</p>
      <div className={styles.actions}>
        <Link to="/phan-anh-to-chuc-xa-hoi" className={styles.link}>
          {t('socialFeedback.newFeedback')}
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('socialFeedback.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="96px" />
          ))}
        </div>
      ) : query.isError ? (
        <div className={styles.actions}>
          <p role="alert" className={styles.alert}>
            {t('socialFeedback.loadFailed')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('socialFeedback.retry')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted}>{t('socialFeedback.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.items.map((item) => (
            <SocialFeedbackCard key={item._id} item={item} />
          ))}
        </ul>
      )}
      {query.data ? <FeedbackPager page={page} pages={sellerListPages(query.data.total, query.data.limit)} onPage={onPage} /> : null}
    </div>
  );
}
