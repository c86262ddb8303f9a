import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type { ContentGuideList, ContentLink, ContentPage } from '../content/content-entities.js';
import type { Locale } from '../locale/locale.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The help centre: guides, policies and a search over the guides, in one locale. */
export interface ContentGateway {
  guides(locale: Locale): Answer<ContentGuideList>;
  guideSearch(query: string, locale: Locale): Answer<readonly ContentLink[]>;
  guide(slug: string, locale: Locale): Answer<ContentPage>;
  policy(slug: string, locale: Locale): Answer<ContentPage>;
}
