import { useTranslation } from 'react-i18next';
import { Heading } from '@modavi/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BUYER_INBOX } from '../../queries/notification-queries';
import { NotificationList } from './NotificationList';
import * as styles from './notifications.css';

/** /trang-ca-nhan/thong-bao: the buyer's notifications, newest first (spec sections 1, 4, 7). */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  return (
    <section className={styles.page}>
      <Heading level={1}>{t('notifications.title')}</Heading>
      <NotificationList inbox={BUYER_INBOX} />
    </section>
  );
}
