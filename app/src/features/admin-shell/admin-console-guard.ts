import { adminConsoleAccess, type AdminConsoleAccess } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { loginRequiredRedirect } from '../auth/login-required';

/** The words every admin page reads, loaded with the console (its features add theirs here). */
export const ADMIN_CONSOLE_BUNDLES: readonly string[] = ['workspace', 'admin-shell'];

/** Spec 6: the admin console is the admin role's; a visitor logs in first (on the home page) and comes back. */
export async function adminConsoleGuard(
  context: RouterContext,
  location: { pathname: string; searchStr?: string },
  preload = false,
): Promise<AdminConsoleAccess> {
  const { services } = context;
  if (!services.tokens.isLoggedIn()) loginRequiredRedirect(location, preload);
  // The seller side's answer carries the account's roles; it is cached for the seller area too.
  const [account] = await Promise.all([
    services.queryClient.fetchQuery(sellerAccountQueryOptions(services)),
    ...ADMIN_CONSOLE_BUNDLES.map((bundle) => localeBundleReady(context.i18n, bundle)),
    errorsReady(context.i18n),
  ]);
  return adminConsoleAccess(true, account.roles);
}
