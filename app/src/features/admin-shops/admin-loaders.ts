import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { shopApplicationQueryOptions, shopApplicationsQueryOptions } from '../../queries/seller-registration-queries';
import type { RouterContext } from '../../router-context';
import { shopQueueQuery, shopQueueSearchRead, type ShopQueueSearch } from './queue-search';

export const ADMIN_SHOPS_LOCALE_BUNDLE = 'admin-shops';

/** /quan-tri/cua-hang: words and the words of the registration's fields; the page fetches its list. */
export async function shopQueueLoad({ services, i18n }: RouterContext, raw: Partial<ShopQueueSearch>): Promise<void> {
  const search = shopQueueSearchRead(raw);
  await Promise.all([localeBundleReady(i18n, ADMIN_SHOPS_LOCALE_BUNDLE), localeBundleReady(i18n, 'seller-registration'), errorsReady(i18n)]);
  // Not awaited: the page shows its skeleton while the list comes.
  void services.queryClient.prefetchQuery(shopApplicationsQueryOptions(services, shopQueueQuery(search)));
}

/** /quan-tri/cua-hang/{id}: one application with its photos. */
export async function shopApplicationLoad({ services, i18n }: RouterContext, id: string): Promise<void> {
  await Promise.all([
    localeBundleReady(i18n, ADMIN_SHOPS_LOCALE_BUNDLE),
    localeBundleReady(i18n, 'seller-registration'),
    errorsReady(i18n),
    services.queryClient.ensureQueryData(shopApplicationQueryOptions(services, id)),
  ]);
}
