import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { ContentGuideList, ContentLink, ContentPage } from '../content/content-entities.js';
import type { Locale } from '../locale/locale.js';
import type { BlogArticle, BlogList } from '../content/blog-entities.js';
import type { BlogCategory } from '../content/blog.js';

export interface BlogListQuery {
  readonly category: BlogCategory | null;
  readonly page: number;
}

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The help centre (guides, policies, a search over the guides) and the blog, in one locale. */
export interface ContentGateway {
  guides(locale: Locale): Answer<ContentGuideList>;
  guideSearch(query: string, locale: Locale): Answer<readonly ContentLink[]>;
  guide(slug: string, locale: Locale): Answer<ContentPage>;
  policy(slug: string, locale: Locale): Answer<ContentPage>;
  blogList(query: BlogListQuery, locale: Locale): Answer<BlogList>;
  blogArticle(id: string, locale: Locale): Answer<BlogArticle>;
}
