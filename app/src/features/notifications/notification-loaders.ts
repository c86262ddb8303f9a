import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { notificationListQueryOptions } from '../../queries/notification-queries';
import type { RouterContext } from '../../router-context';

/** /trang-ca-nhan/thong-bao: its words, the error catalogue and the first page. */
export async function notificationsPageLoad({ services, i18n }: RouterContext): Promise<void> {
  await Promise.all([
    localeBundleReady(i18n, 'notifications'),
    errorsReady(i18n),
    services.queryClient.prefetchInfiniteQuery(notificationListQueryOptions(services)),
  ]);
}
