import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton, Sheet } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { notificationUnreadQueryOptions } from '../../queries/notification-queries';
import { NotificationList } from '../notifications/NotificationList';
import { WorkspaceIcon } from '../workspace-shell/WorkspaceIcon';
import { SELLER_INBOX, SELLER_NOTIFICATIONS_REFRESH_MS } from './seller-inbox';

/**
 * The seller area's bell: the unread count of the shop's notifications (new orders, cancel and
 * refund requests), asked again every minute, and the list in a side sheet. Opening one leads to
 * the seller's order page (spec 2) and closes the sheet.
 */
export function SellerNotificationsBell() {
  const { t } = useTranslation();
  const services = useServices();
  const [open, setOpen] = useState(false);
  const unread = useQuery({ ...notificationUnreadQueryOptions(services, SELLER_INBOX), refetchInterval: SELLER_NOTIFICATIONS_REFRESH_MS }).data ?? 0;
  return (
    <>
      <Badge count={unread} tone="danger">
        <IconButton
          label={unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <WorkspaceIcon name="bell" />
        </IconButton>
      </Badge>
      <Sheet open={open} onOpenChange={setOpen} title={t('notifications.title')} closeLabel={t('notifications.close')}>
        <NotificationList inbox={SELLER_INBOX} onFollow={() => setOpen(false)} />
      </Sheet>
    </>
  );
}
