import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BLOG_COVER_RATIO,
  BLOG_COVER_WIDTHS,
  BLOG_PRODUCTS_MAX,
  BlogSummarySchema,
  LOCALES,
  blogIdValid,
  blogNewestFirst,
  blogReadingMinutes,
  dateParse,
  type BlogSummary,
  type Locale,
} from '@modavi/core';
import * as z from 'zod/mini';
import { contentFactsFill } from './content-facts.js';
import { CONTENT_DIR } from './content-store.js';

/** Where the covers are served: /media/blog/<id>-<width>.webp (content-hashed address, see blogCoverOf). */
export const BLOG_COVER_PREFIX = '/media/blog';
/** The covers' files, one WebP per width (made from `<id>.svg` by `npm run blog-covers -w @modavi/server`). */
export const BLOG_COVER_DIR = join(CONTENT_DIR, 'blog-covers');

export interface BlogEntry extends BlogSummary {
  readonly markdown: string;
  readonly product_ids: readonly string[];
}

const FrontMatterSchema = z.object({
  title: z.string().check(z.minLength(5)),
  category: BlogSummarySchema.shape.category,
  /** DD/MM/YYYY, Vietnam time (core's dateParse). */
  date: z.string(),
  author: z.string().check(z.minLength(2)),
  cover_alt: z.string().check(z.minLength(5)),
  /** Product ids of the catalogue (24 hex digits), comma separated. */
  products: z.string(),
});

/** `---` lines around `key: value` pairs, then the Markdown. */
function frontMatterSplit(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('no front matter');
  const fields = Object.fromEntries(
    (match[1] ?? '').split('\n').flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
  return { fields, body: (match[2] ?? '').trim() };
}

export interface BlogCoverFiles {
  /** The address part that changes with the files, so they can be cached for a year. */
  readonly version: string;
}

/** An article's cover as the API gives it: every width, the address carrying the files' hash. */
function blogCoverOf(id: string, files: BlogCoverFiles, alt: string) {
  const url = (width: number) => `${BLOG_COVER_PREFIX}/${id}-${width}.webp?v=${files.version}`;
  const largest = BLOG_COVER_WIDTHS[BLOG_COVER_WIDTHS.length - 1] ?? 0;
  return {
    src: url(BLOG_COVER_WIDTHS[0]),
    srcset: BLOG_COVER_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: largest,
    height: Math.round((largest * BLOG_COVER_RATIO.height) / BLOG_COVER_RATIO.width),
    alt,
  };
}

/** One article file: its front matter checked, the facts filled in, the summary its first paragraph. */
export function blogEntryParse(id: string, source: string, locale: Locale, cover: BlogCoverFiles): BlogEntry {
  const { fields, body } = frontMatterSplit(contentFactsFill(source, locale));
  const front = FrontMatterSchema.parse(fields);
  const publishedAt = dateParse(front.date);
  if (publishedAt === null) throw new Error(`blog ${id}: date ${front.date} is not DD/MM/YYYY`);
  const productIds = front.products.split(',').map((one) => one.trim()).filter(Boolean);
  if (productIds.length > BLOG_PRODUCTS_MAX || !productIds.every((one) => /^[0-9a-f]{24}$/.test(one))) throw new Error(`blog ${id}: bad products`);
  const summary = (body.split('\n\n')[0] ?? '').replace(/[*_`#>]/g, '').trim();
  return {
    id,
    title: front.title,
    summary,
    category: front.category,
    published_at: publishedAt,
    author: front.author,
    reading_minutes: blogReadingMinutes(body),
    cover: blogCoverOf(id, cover, front.cover_alt),
    markdown: body,
    product_ids: productIds,
  };
}

async function coverFiles(dir: string, id: string): Promise<BlogCoverFiles> {
  const hash = createHash('sha256');
  for (const width of BLOG_COVER_WIDTHS) hash.update(await readFile(join(dir, `${id}-${width}.webp`)));
  return { version: hash.digest('hex').slice(0, 12) };
}

/** Every locale's articles, newest first. */
export type BlogLibrary = ReadonlyMap<Locale, readonly BlogEntry[]>;

async function blogLibraryRead(dir: string, coverDir: string): Promise<BlogLibrary> {
  const loaded = await Promise.all(
    LOCALES.map(async (locale) => {
      const folder = join(dir, locale, 'blog');
      const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.md'));
      const entries = await Promise.all(
        files.map(async (file) => {
          const id = file.slice(0, -'.md'.length);
          if (!blogIdValid(id)) throw new Error(`blog file ${file}: not an article id`);
          return blogEntryParse(id, await readFile(join(folder, file), 'utf8'), locale, await coverFiles(coverDir, id));
        }),
      );
      return [locale, blogNewestFirst(entries)] as const;
    }),
  );
  return new Map(loaded);
}

let library: Promise<BlogLibrary> | null = null;

/** The blog in both locales, read once per process (another folder, for tests, each time). */
export function blogLibrary(dir = CONTENT_DIR, coverDir = BLOG_COVER_DIR): Promise<BlogLibrary> {
  if (dir !== CONTENT_DIR) return blogLibraryRead(dir, coverDir);
  library ??= blogLibraryRead(dir, coverDir);
  library.catch(() => (library = null));
  return library;
}

export const blogSummary = ({ markdown: _markdown, product_ids: _products, ...summary }: BlogEntry): BlogSummary => summary;
