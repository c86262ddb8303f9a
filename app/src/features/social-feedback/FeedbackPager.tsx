import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import * as styles from './social-feedback.css';

/** Previous / next with "page n of m"; nothing when everything fits on one page. */
export function FeedbackPager({ page, pages, onPage }: { readonly page: number; readonly pages: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('socialFeedback.paging')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('socialFeedback.previous')}
      </Button>
      <span className={styles.muted}>{t('socialFeedback.pageOf', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('socialFeedback.next')}
      </Button>
    </nav>
  );
}
