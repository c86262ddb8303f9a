import { localeBundleReady } from '../../i18n/locale-bundles';
import { GatewayFailure } from '../../queries/gateway-failure';
import { errorsReady } from '../../i18n/errors-ready';
import {
  accountSettingsQueryOptions,
  addressesQueryOptions,
  meQueryOptions,
  provincesQueryOptions,
  wallQueryOptions,
} from '../../queries/account-queries';
import type { RouterContext } from '../../router-context';
import { ORDERS_LOCALE_BUNDLE } from '../orders';

/*
 * The account routes' loaders, imported by the routes on navigation: TanStack Router keeps a
 * route's loader in the main bundle, so the loader there is one dynamic import and the first
 * visit to / carries none of this.
 */

/** /trang-ca-nhan: words, the error catalogue, the profile, addresses and settings. */
export async function accountPageLoad({ services, i18n }: RouterContext): Promise<void> {
  const client = services.queryClient;
  await Promise.all([
    localeBundleReady(i18n, 'account'),
    localeBundleReady(i18n, 'address'),
    errorsReady(i18n),
    client.ensureQueryData(meQueryOptions(services)),
    client.ensureQueryData(addressesQueryOptions(services)),
    client.ensureQueryData(accountSettingsQueryOptions(services)),
  ]);
  // The province list is only needed once the address form opens: warm it without waiting.
  void client.prefetchQuery(provincesQueryOptions(services));
}

/** /tuong: one's own wall, found through the profile. */
export async function ownWallLoad({ services, i18n }: RouterContext, withOrders = false): Promise<void> {
  const [me] = await Promise.all([
    services.queryClient.ensureQueryData(meQueryOptions(services)),
    localeBundleReady(i18n, 'account'),
    localeBundleReady(i18n, 'community'),
    // ?order=1 shows the buyer's orders, whose words and error messages load with them.
    ...(withOrders ? [localeBundleReady(i18n, ORDERS_LOCALE_BUNDLE), errorsReady(i18n)] : []),
  ]);
  await services.queryClient.ensureQueryData(wallQueryOptions(services, me._id));
}

/** /tuong/{userId}: someone's wall. */
export async function wallLoad({ services, i18n }: RouterContext, userId: string): Promise<void> {
  try {
    await Promise.all([localeBundleReady(i18n, 'account'), localeBundleReady(i18n, 'community'), services.queryClient.ensureQueryData(wallQueryOptions(services, userId))]);
  } catch (error) {
    // An unknown or deleted person: the page says it could not be found (PublicWall).
    if (!(error instanceof GatewayFailure && error.failure.code === 'NOT_FOUND')) throw error;
  }
}
