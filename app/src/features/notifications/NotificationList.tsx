import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { notificationTarget, type Notification } from '@modavi/core';
import { Button } from '@modavi/ui';
import { useNow } from '../../clock/use-now';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { notificationListQueryOptions, notificationsReadLocally, type NotificationInbox } from '../../queries/notification-queries';
import { NotificationItem } from './NotificationItem';
import * as styles from './notifications.css';

export interface NotificationListProps {
  readonly inbox: NotificationInbox;
  /** Called after a notification with a page was opened (a sheet closes itself). */
  readonly onFollow?: () => void;
}

/**
 * One inbox's notifications, newest first, with "mark all read" and more pages. Opening one
 * marks it read and follows its link (core's notificationTarget: spec 2, a seller's lead to the
 * seller's order page, a buyer's to theirs); one with no page is only marked read.
 */
export function NotificationList({ inbox, onFollow }: NotificationListProps) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const toastError = useErrorToast();
  const now = useNow(60_000);
  const query = useInfiniteQuery(notificationListQueryOptions(services, inbox));

  const readOne = useMutation({
    mutationFn: async (id: string) => (await inbox.gateway(services)).markRead(id),
    onSuccess: (answer, id) => (answer.ok ? notificationsReadLocally(client, inbox.side, [id], answer.value) : toastError(answer.error)),
  });
  const readAll = useMutation({
    mutationFn: async () => (await inbox.gateway(services)).markAllRead(),
    onSuccess: (answer) => (answer.ok ? notificationsReadLocally(client, inbox.side, null, answer.value) : toastError(answer.error)),
  });

  const open = (notification: Notification) => {
    if (!notification.is_read) readOne.mutate(notification._id);
    const target = notificationTarget(notification, { isSellerSide: inbox.side === 'seller' });
    if (target === null) return;
    void navigate({ href: target });
    onFollow?.();
  };

  const unread = query.data?.pages[0]?.unread ?? 0;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {unread > 0 ? (
        <div className={styles.head}>
          <p className={styles.muted}>{t('notifications.unread', { count: unread })}</p>
          <Button variant="secondary" size="sm" loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t('notifications.readAll')}
          </Button>
        </div>
      ) : null}
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
      {query.isSuccess && items.length === 0 ? (
        <p className={styles.muted}>{t(inbox.side === 'seller' ? 'notifications.sellerEmpty' : 'notifications.empty')}</p>
      ) : null}
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
    </>
  );
}
