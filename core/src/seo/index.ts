/** What pages tell search engines and link previews: meta tags, schema.org data, the sitemap (issue 17). */
export {
  META_DESCRIPTION_MAX,
  SITE_DESCRIPTION,
  SITE_DESCRIPTION_KR,
  SITE_NAME,
  metaDescription,
  pageMetaDefault,
  pageTitle,
  siteDescription,
  type PageMeta,
} from './page-meta.js';
export { absoluteUrl, htmlEscape, jsonForScript, pageMetaTags } from './page-meta-html.js';
export { breadcrumbList, productPageMeta, shopPageMeta, type ReviewAggregate } from './product-meta.js';
export { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_PREFIX, SHARE_IMAGE_TYPE, SHARE_IMAGE_WIDTH, SITE_SHARE_SOURCE, shareImageOf, shareImageOrSite, shareImageSource, type ShareImage } from './share-image.js';
export {
  ROBOTS_DISALLOWED,
  SITEMAP_BYTES_MAX,
  SITEMAP_INDEX_PATH,
  SITEMAP_URLS_MAX,
  robotsTxt,
  sitemapChunks,
  sitemapIndexXml,
  sitemapLastmod,
  sitemapPageOf,
  sitemapPagePath,
  sitemapXml,
  type SitemapEntry,
  type SitemapLimits,
} from './sitemap.js';
export { COOKIE_LOCALE, LOCALE_ADDRESS_PARAM, SERVER_RENDERED_PAGES, localeAddressTag, localeOfAddress, pageAddressIn, pageAlternates, pageLocale, pageServerRendered } from './server-render.js';
