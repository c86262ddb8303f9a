import { redirect } from '@tanstack/react-router';
import { sellerAreaAccess, type SellerAccount } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { loginRequiredRedirect } from '../auth/login-required';

/**
 * The words every seller page reads, loaded once with the area (the area's features add their
 * bundles here, so a child page never renders before its words).
 */
export const SELLER_AREA_BUNDLES: readonly string[] = ['workspace', 'seller-shell', 'notifications'];

/**
 * Spec 6: the seller area needs a verified account and the admin's approval. A visitor gets
 * the login prompt on the home page (and comes back after login); an account that has not applied (or holds a draft) is led
 * to /become-seller, a pending or rejected one to its application's status.
 */
export async function sellerAreaGuard(
  context: RouterContext,
  location: { pathname: string; searchStr?: string },
  preload = false,
): Promise<SellerAccount> {
  const { services } = context;
  const loggedIn = services.tokens.isLoggedIn();
  if (!loggedIn) loginRequiredRedirect(location, preload);
  const [account] = await Promise.all([
    services.queryClient.fetchQuery(sellerAccountQueryOptions(services)),
    ...SELLER_AREA_BUNDLES.map((bundle) => localeBundleReady(context.i18n, bundle)),
    errorsReady(context.i18n),
  ]);
  const access = sellerAreaAccess({ loggedIn, accountStatus: account.account_status, hasShop: account.shop !== null });
  // The registration's pages belong to the buyer site; their paths are plain addresses here.
  if (access === 'become_seller') throw redirect({ href: '/become-seller' });
  if (access === 'application_status') throw redirect({ href: '/become-seller/trang-thai' });
  return account;
}
