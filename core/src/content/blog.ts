/**
 * The blog (spec 2: /blog and /blog/{id}), as plain values and functions without schemas so the
 * route files and the footer import them cheaply. Articles are Markdown served by the reference
 * server (server/content/<locale>/blog/<id>.md), like the help pages.
 */
export const BLOG_PATH = '/blog';

/** The blog's categories (the spec names none): what a fashion and beauty buyer reads about. */
export const BLOG_CATEGORIES = ['styling', 'sizing', 'skincare', 'shopping'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogCategoryIs = (value: unknown): value is BlogCategory => (BLOG_CATEGORIES as readonly unknown[]).includes(value);

/** Articles per page of the list (a phone shows two or three cards a screen). */
export const BLOG_PAGE_SIZE = 6;
/** The most a list request may ask for at once. */
export const BLOG_PAGE_SIZE_MAX = 24;
/** How many other articles an article suggests. */
export const BLOG_RELATED_MAX = 3;
/** How many products an article may feature. */
export const BLOG_PRODUCTS_MAX = 8;

/**
 * Reading speed behind the "n min read" line (the spec is silent): about 200 words a minute, a
 * common figure for reading on a screen, for Vietnamese and English alike.
 */
export const BLOG_WORDS_PER_MINUTE = 200;

/** The cover image's widths (pixels), each a WebP file; 16:9. */
export const BLOG_COVER_WIDTHS = [480, 960, 1440] as const;
export const BLOG_COVER_RATIO = { width: 16, height: 9 } as const;

/** An article id: the address segment, lower-case ASCII words joined by '-'. */
export const BLOG_ID_MAX = 80;
export const blogIdValid = (id: string): boolean => id.length > 0 && id.length <= BLOG_ID_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);

/** Whole minutes to read a Markdown text, at least one. */
export function blogReadingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

export interface BlogOrderable {
  readonly id: string;
  readonly category: BlogCategory;
  readonly published_at: number;
}

/** Newest first; the id breaks ties so the order never depends on the files' order. */
export const blogNewestFirst = <T extends BlogOrderable>(articles: readonly T[]): T[] =>
  [...articles].sort((a, b) => b.published_at - a.published_at || a.id.localeCompare(b.id));

/** The articles an article suggests: its own category first, then the rest, newest first each, never itself. */
export function blogRelated<T extends BlogOrderable>(article: BlogOrderable, all: readonly T[], max: number = BLOG_RELATED_MAX): T[] {
  const others = blogNewestFirst(all.filter((other) => other.id !== article.id));
  const same = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...same, ...rest].slice(0, Math.max(0, max));
}

/** The list's address: `?category=` filters, anything else is the whole blog. */
export const blogListSearchRead = (search: Readonly<Record<string, unknown>>): { readonly category: BlogCategory | null } => ({
  category: blogCategoryIs(search['category']) ? search['category'] : null,
});
