/**
 * The help centre's and the blog's public API (issue 14), apart from API_PATHS so only the help pages' chunks
 * carry it. Each takes `?locale=vi|kr`.
 */
export const CONTENT_API_PATHS = {
  /** GET: every guide's title, summary and group. `?q=` searches the guides' titles and text. */
  guides: 'api/v1/public/content/guides',
  /** GET: one guide; a nested guide's slug keeps its '/' (huong-dan-mua-hang/mua-hang). */
  guide: (slug: string) => `api/v1/public/content/guides/${slug.split('/').map(encodeURIComponent).join('/')}`,
  /** GET: one policy. */
  policy: (slug: string) => `api/v1/public/content/policies/${encodeURIComponent(slug)}`,
  /** GET: the blog's articles, newest first; `?category=`, `?page=`, `?limit=`. */
  blog: 'api/v1/public/content/blog',
  /** GET: one article with its featured product ids and related articles. */
  blogArticle: (id: string) => `api/v1/public/content/blog/${encodeURIComponent(id)}`,
} as const;
