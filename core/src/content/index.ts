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
export {
  BLOG_PATH,
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  BLOG_RELATED_MAX,
  BLOG_PRODUCTS_MAX,
  BLOG_WORDS_PER_MINUTE,
  BLOG_COVER_WIDTHS,
  BLOG_COVER_RATIO,
  BLOG_ID_MAX,
  blogCategoryIs,
  blogIdValid,
  blogReadingMinutes,
  blogNewestFirst,
  blogRelated,
  blogListSearchRead,
  type BlogCategory,
  type BlogOrderable,
} from './blog.js';
export {
  BlogCoverSchema,
  BlogSummarySchema,
  BlogListSchema,
  BlogArticleSchema,
  type BlogCover,
  type BlogSummary,
  type BlogList,
  type BlogArticle,
} from './blog-entities.js';
export { COMPLAINT_RULING_WORKING_DAYS, FEE_CHANGE_NOTICE_DAYS, REFUND_BANK_WORKING_DAYS, SUPPORT_HOTLINE_HOURS, WARRANTY_REPAIR_WORKING_DAYS } from './policy-terms.js';
export { GUIDE_SHOTS_PREFIX, GUIDE_SHOT_SIZE, guideShotAllowed } from './guide-shots.js';
