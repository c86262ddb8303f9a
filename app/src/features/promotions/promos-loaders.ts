import type { RouterContext } from '../../router-context';
import { errorsReady } from '../../i18n/errors-ready';
import {
  bannerQueryOptions,
  collectionQueryOptions,
  favouritesQueryOptions,
  promotionsQueryOptions,
  voucherCatalogueQueryOptions,
  promosWordsReady,
} from './home-sections';

/**
 * What the promotion pages' loaders do. The route files reach this module by a dynamic import:
 * a route file's loader is part of the route tree, which every first visit downloads.
 */
export const promosLoaders = {
  vouchers: async ({ services, i18n }: RouterContext) => {
    // The wallet says why a saved voucher cannot be used, in the catalogue's words.
    await Promise.all([
      promosWordsReady(i18n),
      errorsReady(i18n),
      services.queryClient.ensureQueryData(voucherCatalogueQueryOptions(services.promos)),
    ]);
  },
  promotions: async ({ services, i18n }: RouterContext) => {
    await Promise.all([promosWordsReady(i18n), services.queryClient.ensureQueryData(promotionsQueryOptions(services.promosHome))]);
  },
  banner: async ({ services, i18n }: RouterContext, id: string) => {
    await Promise.all([promosWordsReady(i18n), services.queryClient.ensureQueryData(bannerQueryOptions(services.promos, id))]);
  },
  collection: async ({ services, i18n }: RouterContext, id: string, shopId: string | null) => {
    await Promise.all([promosWordsReady(i18n), services.queryClient.ensureQueryData(collectionQueryOptions(services.promos, id, shopId))]);
  },
  favourites: async ({ services, i18n }: RouterContext) => {
    const words = promosWordsReady(i18n);
    if (services.tokens.isLoggedIn())
      await Promise.all([words, services.queryClient.ensureInfiniteQueryData(favouritesQueryOptions(services.promos))]);
    else await words;
  },
};

export type PromosLoaders = typeof promosLoaders;
