import { queryOptions } from '@tanstack/react-query';
import type { ContentGateway, ContentKind, Locale } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Content = () => Promise<ContentGateway>;

export const contentKeys = {
  all: ['content'] as const,
  guides: (locale: Locale) => ['content', 'guides', locale] as const,
  search: (query: string, locale: Locale) => ['content', 'search', locale, query] as const,
  page: (kind: ContentKind, slug: string, locale: Locale) => ['content', kind, slug, locale] as const,
};

/** The pages change only with a release: kept for the visit once read. */
const CONTENT_STALE_MS = 30 * 60_000;

export const contentGuidesQueryOptions = (content: Content, locale: Locale) =>
  queryOptions({ queryKey: contentKeys.guides(locale), staleTime: CONTENT_STALE_MS, queryFn: async () => resultUnwrap((await content()).guides(locale)) });

export const contentSearchQueryOptions = (content: Content, query: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.search(query, locale),
    staleTime: CONTENT_STALE_MS,
    queryFn: async () => resultUnwrap((await content()).guideSearch(query, locale)),
  });

export const contentPageQueryOptions = (content: Content, kind: ContentKind, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.page(kind, slug, locale),
    staleTime: CONTENT_STALE_MS,
    queryFn: async () => {
      const gateway = await content();
      return resultUnwrap(kind === 'guide' ? gateway.guide(slug, locale) : gateway.policy(slug, locale));
    },
  });
