import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { BlogCategory, ContentGateway, Locale } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Content = () => Promise<ContentGateway>;

export const blogKeys = {
  all: ['blog'] as const,
  list: (category: BlogCategory | null, locale: Locale) => ['blog', 'list', locale, category ?? 'all'] as const,
  article: (id: string, locale: Locale) => ['blog', 'article', id, locale] as const,
};

/** Articles change without a release, but not within a visit: kept a few minutes once read. */
const BLOG_STALE_MS = 5 * 60_000;

/** The list, a page at a time ("more articles" asks for the next). */
export const blogListQueryOptions = (content: Content, category: BlogCategory | null, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: blogKeys.list(category, locale),
    staleTime: BLOG_STALE_MS,
    queryFn: async ({ pageParam }) => resultUnwrap((await content()).blogList({ category, page: pageParam }, locale)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const blogArticleQueryOptions = (content: Content, id: string, locale: Locale) =>
  queryOptions({
    queryKey: blogKeys.article(id, locale),
    staleTime: BLOG_STALE_MS,
    queryFn: async () => resultUnwrap((await content()).blogArticle(id, locale)),
  });
