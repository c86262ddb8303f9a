import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/NotificationsPage';

/** /trang-ca-nhan/thong-bao (ours: the spec lists a notifications screen without its path). */
export const Route = createFileRoute('/trang-ca-nhan/thong-bao')({
  loader: ({ context }) =>
    import('../features/notifications/notification-loaders').then(({ notificationsPageLoad }) => notificationsPageLoad(context)),
  component: NotificationsPage,
});
