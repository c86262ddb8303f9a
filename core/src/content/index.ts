export {
  GUIDES_PATH,
  POLICIES_PATH,
  DOWNLOAD_PATH,
  GUIDE_GROUPS,
  GUIDE_LIVE_SLUG,
  GUIDE_BULK_UPLOAD_SLUG,
  GUIDE_PAGES,
  POLICY_SLUGS,
  CONTENT_RELATED_MAX,
  CONTENT_QUERY_MAX,
  contentHref,
  guidePageOf,
  policySlugIs,
  guideRelated,
  policyRelated,
  type GuideGroup,
  type GuidePage,
  type PolicySlug,
  type ContentKind,
} from './content-pages.js';
export { contentAddressMissing } from './content-address.js';
export { contentHeadingId, contentHeadings, contentMatches, type ContentHeading } from './content-heading.js';
export {
  ContentLinkSchema,
  ContentPageSchema,
  ContentGuideListSchema,
  ContentSearchHitsSchema,
  type ContentLink,
  type ContentPage,
  type ContentGuideList,
} from './content-entities.js';
export { APP_STORE_URL, GOOGLE_PLAY_URL, FOOTER_CARRIERS, FOOTER_PAYMENT_METHODS } from './content-links.js';
