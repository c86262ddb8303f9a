import { notFound } from '@tanstack/react-router';
import { blogIdValid, blogListSearchRead, localeParse } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { GatewayFailure } from '../../queries/gateway-failure';
import { blogArticleQueryOptions, blogListQueryOptions } from './blog-queries';

/** The blog's words, and the help pages' (breadcrumbs, the frame). */
export const blogWordsReady = (context: Pick<RouterContext, 'i18n'>): Promise<unknown> =>
  Promise.all([localeBundleReady(context.i18n, 'blog'), localeBundleReady(context.i18n, 'content')]);

/**
 * What the blog routes' loaders do; the route files reach this module by a dynamic import (a
 * route file's loader is part of every first visit). A missing article is the not-found page.
 */
export const blogLoaders = {
  list: async (context: RouterContext, search: Readonly<Record<string, unknown>>) => {
    const { category } = blogListSearchRead(search);
    const { services } = context;
    await Promise.all([blogWordsReady(context), services.queryClient.ensureInfiniteQueryData(blogListQueryOptions(services.content, category, localeParse(context.i18n.language)))]);
  },
  article: async (context: RouterContext, id: string) => {
    if (!blogIdValid(id)) throw notFound();
    const { services } = context;
    try {
      await Promise.all([blogWordsReady(context), services.queryClient.ensureQueryData(blogArticleQueryOptions(services.content, id, localeParse(context.i18n.language)))]);
    } catch (error) {
      if (error instanceof GatewayFailure && error.failure.code === 'NOT_FOUND') throw notFound();
      throw error;
    }
  },
};
