import { useTranslation } from 'react-i18next';
import { localeParse, relativeTime, uploadedImageSrcSet, type Notification } from '@modavi/core';
import { VisuallyHidden } from '@modavi/ui';
import * as styles from './notifications.css';

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly now: number;
  readonly onOpen: (notification: Notification) => void;
}

/** One notification as a row button: its picture, title, text and age; an unread one is tinted and dotted. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const at = notification.created_at ? Date.parse(notification.created_at) : Number.NaN;
  const when = Number.isFinite(at) ? relativeTime(at, now, localeParse(i18n.language), { short: true }) : null;
  const unread = !notification.is_read;
  return (
    <button type="button" className={styles.item} data-unread={unread} onClick={() => onOpen(notification)}>
      {notification.image ? (
        <img className={styles.picture} src={notification.image} srcSet={uploadedImageSrcSet(notification.image)} sizes="48px" alt="" loading="lazy" />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <span className={styles.body}>
        <span className={styles.title}>
          {unread ? <VisuallyHidden>{`${t('notifications.unreadMark')}: `}</VisuallyHidden> : null}
          {notification.title}
        </span>
        <span className={styles.content}>{notification.content}</span>
        {when ? <span className={styles.muted}>{when}</span> : null}
      </span>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : <span />}
    </button>
  );
}
