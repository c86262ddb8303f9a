import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  sellerListPages,
  SOCIAL_FEEDBACK_STATUSES,
  SocialFeedbackStatusSchema,
  type SocialFeedbackItem,
  type SocialFeedbackStatus,
} from '@modavi/core';
import { Button, Heading, Select, Skeleton, useToast } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { FeedbackPager } from './FeedbackPager';
import { socialFeedbackAdminQueryOptions, socialFeedbackKeys } from './social-feedback-queries';
import * as styles from './social-feedback.css';

export interface AdminSocialFeedbackPageProps {
  readonly page: number;
  readonly status: SocialFeedbackStatus | undefined;
  readonly onChange: (next: { page: number; status: SocialFeedbackStatus | undefined }) => void;
}

/**
 * /quan-tri/phan-anh: every feedback, newest first, with its whole email (the admin answers by
 * it), filtered by status; the admin moves each one along (received, being handled, answered).
 */
export function AdminSocialFeedbackPage({ page, status, onChange }: AdminSocialFeedbackPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(socialFeedbackAdminQueryOptions(services.socialFeedback, page, status));
  const filters: readonly (SocialFeedbackStatus | undefined)[] = [undefined, ...SOCIAL_FEEDBACK_STATUSES];
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('socialFeedback.admin.title')}</Heading>
      <div className={styles.actions} role="group" aria-label={t('socialFeedback.admin.filter')}>
        {filters.map((filter) => (
          <Button
            key={filter ?? 'all'}
            size="sm"
            variant={status === filter ? 'primary' : 'secondary'}
            aria-pressed={status === filter}
            onClick={() => onChange({ page: 1, status: filter })}
          >
            {filter ? t(`socialFeedback.status.${filter}`) : t('socialFeedback.admin.all')}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('socialFeedback.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="96px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={styles.alert}>
          {t('socialFeedback.loadFailed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted}>{t('socialFeedback.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.items.map((item) => (
            <AdminFeedbackRow key={item._id} item={item} />
          ))}
        </ul>
      )}
      {query.data ? (
        <FeedbackPager page={page} pages={sellerListPages(query.data.total, query.data.limit)} onPage={(next) => onChange({ page: next, status })} />
      ) : null}
    </div>
  );
}

function AdminFeedbackRow({ item }: { readonly item: SocialFeedbackItem }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const statusSet = useMutation({
    mutationFn: async (status: SocialFeedbackStatus) => resultUnwrap((await services.socialFeedback()).adminStatusSet(item._id, status)),
    onSuccess: async () => {
      toast.show({ title: t('socialFeedback.admin.saved'), tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: socialFeedbackKeys.all });
    },
    onError: showError,
  });
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <Heading level={2} size="item">
          {item.organisation_name}
        </Heading>
        <Select
          rootClassName={styles.statusSelect}
          label={t('socialFeedback.admin.statusLabel', { name: item.organisation_name })}
          hideLabel
          disabled={statusSet.isPending}
          value={statusSet.isPending && statusSet.variables ? statusSet.variables : item.status}
          options={SOCIAL_FEEDBACK_STATUSES.map((status) => ({ value: status, label: t(`socialFeedback.status.${status}`) }))}
          onValueChange={(value) => {
            const next = SocialFeedbackStatusSchema.safeParse(value);
            if (next.success && next.data !== item.status) statusSet.mutate(next.data);
          }}
        />
      </div>
      <p className={styles.muted}>
        {t('socialFeedback.decision', { number: item.decision_number })} · <a className={styles.mail} href={`mailto:${item.email}`}>
          {item.email}
        </a> ·{' '}
        {dateFormat(item.created_at, { withTime: true })}
      </p>
      <p className={styles.text}>{item.content}</p>
      <ul className={styles.thumbs}>
        {item.images.map((url, index) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              <img className={styles.thumb} src={url} alt={t('socialFeedback.imageAlt', { index: index + 1 })} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
