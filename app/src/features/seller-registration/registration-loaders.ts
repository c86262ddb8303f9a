import { redirect } from '@tanstack/react-router';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { provincesQueryOptions } from '../../queries/account-queries';
import { sellerAccountQueryOptions } from '../../queries/seller-queries';
import { sellerApplicationQueryOptions } from '../../queries/seller-registration-queries';
import type { RouterContext } from '../../router-context';

/*
 * The registration routes' loaders, imported by the routes on navigation, so the first visit
 * carries none of this (see account-loaders.ts).
 */

export const REGISTRATION_LOCALE_BUNDLE = 'seller-registration';
export const BECOME_SELLER_PATH = '/become-seller';
export const REGISTRATION_PATH = '/become-seller/dang-ky';
export const APPLICATION_STATUS_PATH = '/become-seller/trang-thai';

/** /become-seller and /seller: words and the error catalogue (the contact form's messages). */
export async function landingLoad({ i18n }: RouterContext): Promise<void> {
  await Promise.all([localeBundleReady(i18n, REGISTRATION_LOCALE_BUNDLE), errorsReady(i18n)]);
}

/**
 * /become-seller/dang-ky: the application (draft, verification) and the account; an application
 * waiting for the admin or approved has nothing to fill, its status page shows where it stands.
 */
export async function registrationLoad({ services, i18n }: RouterContext): Promise<void> {
  const client = services.queryClient;
  const [application] = await Promise.all([
    client.ensureQueryData(sellerApplicationQueryOptions(services)),
    client.ensureQueryData(sellerAccountQueryOptions(services)),
    localeBundleReady(i18n, REGISTRATION_LOCALE_BUNDLE),
    errorsReady(i18n),
  ]);
  if (application.status === 'pending_approval' || application.status === 'approved') throw redirect({ href: APPLICATION_STATUS_PATH });
  void client.prefetchQuery(provincesQueryOptions(services));
}

/** /become-seller/trang-thai: where the application stands. */
export async function statusLoad({ services, i18n }: RouterContext): Promise<void> {
  const client = services.queryClient;
  await Promise.all([
    client.ensureQueryData(sellerApplicationQueryOptions(services)),
    localeBundleReady(i18n, REGISTRATION_LOCALE_BUNDLE),
    errorsReady(i18n),
  ]);
}
