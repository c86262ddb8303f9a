import { notFound } from '@tanstack/react-router';
import { feedSearchRead } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';
import { GatewayFailure } from '../../queries/gateway-failure';
import { feedQueryOptions, postQueryOptions } from './community-queries';

/** The feed's words and the error catalogue (the composer and comment forms show its messages). */
export const communityWordsReady = (context: Pick<RouterContext, 'i18n'>): Promise<unknown> =>
  Promise.all([localeBundleReady(context.i18n, 'community'), errorsReady(context.i18n)]);

/**
 * What the community routes' loaders do; the route files reach this module by a dynamic import
 * (a route file's loader is part of every first visit). A missing post is the not-found page.
 */
export const communityLoaders = {
  feed: async (context: RouterContext, search: Readonly<Record<string, unknown>>) => {
    const { tab, tag } = feedSearchRead(search);
    const { services } = context;
    // A guest's following and saved tabs ask them to log in: nothing to load.
    const filter = tab === 'all' || services.tokens.isLoggedIn() ? tab : null;
    await Promise.all([communityWordsReady(context), filter ? services.queryClient.ensureInfiniteQueryData(feedQueryOptions(services.community, filter, tag)) : null]);
  },
  post: async (context: RouterContext, id: string) => {
    const { services } = context;
    try {
      await Promise.all([communityWordsReady(context), services.queryClient.ensureQueryData(postQueryOptions(services.community, id))]);
    } catch (error) {
      if (error instanceof GatewayFailure && error.failure.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
  },
};
