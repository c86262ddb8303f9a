import { notFound } from '@tanstack/react-router';
import { guidePageOf, localeParse, policySlugIs } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { contentGuidesQueryOptions, contentPageQueryOptions } from './content-queries';

/** The help pages' words (also the footer's). */
export const contentWordsReady = (context: Pick<RouterContext, 'i18n'>): Promise<void> => localeBundleReady(context.i18n, 'content');

/**
 * What the help routes' loaders do; the route files reach this module by a dynamic import (a
 * route file's loader is part of every first visit). An address outside core's lists is the
 * not-found page before any request.
 */
export const contentLoaders = {
  guide: async (context: RouterContext, path: string) => {
    const locale = localeParse(context.i18n.language);
    const { services } = context;
    if (path === '') {
      await Promise.all([contentWordsReady(context), services.queryClient.ensureQueryData(contentGuidesQueryOptions(services.content, locale))]);
      return;
    }
    if (!guidePageOf(path)) throw notFound();
    await Promise.all([contentWordsReady(context), services.queryClient.ensureQueryData(contentPageQueryOptions(services.content, 'guide', path, locale))]);
  },
  policy: async (context: RouterContext, slug: string) => {
    if (!policySlugIs(slug)) throw notFound();
    const locale = localeParse(context.i18n.language);
    const { services } = context;
    await Promise.all([contentWordsReady(context), services.queryClient.ensureQueryData(contentPageQueryOptions(services.content, 'policy', slug, locale))]);
  },
  download: (context: RouterContext) => contentWordsReady(context),
};
