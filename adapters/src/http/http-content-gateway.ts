import { BLOG_PAGE_SIZE, BlogArticleSchema, BlogListSchema, CONTENT_API_PATHS, ContentGuideListSchema, ContentPageSchema, ContentSearchHitsSchema, type ContentGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = CONTENT_API_PATHS;

/** ContentGateway over `api/v1/public/content/...`; every answer is checked with core's schemas. */
export function httpContentGateway(client: HttpClient): ContentGateway {
  return {
    guides: (locale) => client.request({ method: 'GET', path: P.guides, schema: ContentGuideListSchema, query: { locale } }),
    guideSearch: (q, locale) => client.request({ method: 'GET', path: P.guides, schema: ContentSearchHitsSchema, query: { locale, q } }),
    guide: (slug, locale) => client.request({ method: 'GET', path: P.guide(slug), schema: ContentPageSchema, query: { locale } }),
    policy: (slug, locale) => client.request({ method: 'GET', path: P.policy(slug), schema: ContentPageSchema, query: { locale } }),
    blogList: ({ category, page }, locale) =>
      client.request({
        method: 'GET',
        path: P.blog,
        schema: BlogListSchema,
        query: { locale, page, limit: BLOG_PAGE_SIZE, category: category ?? undefined },
      }),
    blogArticle: (id, locale) => client.request({ method: 'GET', path: P.blogArticle(id), schema: BlogArticleSchema, query: { locale } }),
  };
}
