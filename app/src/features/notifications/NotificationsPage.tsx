import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notificationTarget, type Notification } from '@modavi/core';
import { Button, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useErrorToast } from '../../hooks/use-error-toast';
import { notificationListQueryOptions, notificationsReadLocally } from '../../queries/notification-queries';
import { NotificationItem } from './NotificationItem';
import * as styles from './notifications.css';

/**
 * /trang-ca-nhan/thong-bao: the buyer's notifications, newest first (spec sections 1, 4, 7).
 * Opening one marks it read and follows its link (core's notificationTarget: an order's page,
 * a group-buy room, a product...); one with no page is only marked read.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toastError = useErrorToast();
  const query = useInfiniteQuery(notificationListQueryOptions(services));
  useDocumentTitle(t('notifications.title'));

  const readOne = useMutation({
    mutationFn: async (id: string) => (await services.accountGateways()).notifications.markRead(id),
    onSuccess: (answer, id) => (answer.ok ? notificationsReadLocally(client, [id], answer.value) : toastError(answer.error)),
  });
  const readAll = useMutation({
    mutationFn: async () => (await services.accountGateways()).notifications.markAllRead(),
    onSuccess: (answer) => (answer.ok ? notificationsReadLocally(client, null, answer.value) : toastError(answer.error)),
  });

  const open = (notification: Notification) => {
    if (!notification.is_read) readOne.mutate(notification._id);
    const target = notificationTarget(notification, { isSellerSide: false });
    if (target !== null) void navigate({ href: target });
  };

  const unread = query.data?.pages[0]?.unread ?? 0;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const now = Date.now();
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{t('notifications.title')}</Heading>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('notifications.readAll')}
          </Button>
        ) : null}
      </div>
      {unread > 0 ? <p className={styles.muted}>{t('notifications.unread', { count: unread })}</p> : null}
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('notifications.loading')}
        </p>
      ) : null}
      {query.isError ? (
        <div className={styles.alert} role="alert">
          <p className={styles.muted}>{t('notifications.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('notifications.retry')}
          </Button>
        </div>
      ) : null}
      {query.isSuccess && items.length === 0 ? <p className={styles.muted}>{t('notifications.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={t('notifications.list')}>
          {items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem notification={notification} now={now} onOpen={open} />
            </li>
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('notifications.more')}
        </Button>
      ) : items.length > 0 ? (
        <p className={styles.muted}>{t('notifications.end')}</p>
      ) : null}
    </section>
  );
}
