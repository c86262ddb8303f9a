import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import {
  GUIDE_PAGES,
  LOCALES,
  POLICY_SLUGS,
  contentHeadings,
  guideRelated,
  policyRelated,
  type ContentKind,
  type ContentLink,
  type ContentPage,
  type Locale,
} from '@modavi/core';
import { contentFactsFill } from './content-facts.js';

/** The help pages' Markdown: server/content/<locale>/<guides|policies>/<slug>.md. */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

export interface ContentEntry {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** The text below the title, the facts filled in. */
  readonly markdown: string;
}

/** A file's first line is `# Title`; its first paragraph is the summary the index and search show. */
export function contentEntryParse(kind: ContentKind, slug: string, source: string, locale: Locale): ContentEntry {
  const text = contentFactsFill(source.replace(/\r\n/g, '\n'), locale).trim();
  const [first = '', ...rest] = text.split('\n');
  const markdown = rest.join('\n').trim();
  const summary = (markdown.split('\n\n')[0] ?? '').replace(/[*_`#>]/g, '').trim();
  return { kind, slug, title: first.replace(/^#\s*/, '').trim(), summary, markdown };
}

const folder = (kind: ContentKind) => (kind === 'guide' ? 'guides' : 'policies');
const keyOf = (kind: ContentKind, slug: string) => `${kind}:${slug}`;

export type ContentLibrary = ReadonlyMap<Locale, ReadonlyMap<string, ContentEntry>>;

async function localeLoad(dir: string, locale: Locale): Promise<Map<string, ContentEntry>> {
  const wanted = [...GUIDE_PAGES.map((page) => ['guide', page.path] as const), ...POLICY_SLUGS.map((slug) => ['policy', slug] as const)];
  const entries = await Promise.all(
    wanted.map(async ([kind, slug]) => {
      // A page without its file is a 404 (the content test lists every page of both locales).
      const source = await readFile(join(dir, locale, folder(kind), `${slug}.md`), 'utf8').catch(() => null);
      return source === null ? null : ([keyOf(kind, slug), contentEntryParse(kind, slug, source, locale)] as const);
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}

let library: Promise<ContentLibrary> | null = null;

/** Every page in both locales, read once per process. */
export function contentLibrary(dir = CONTENT_DIR): Promise<ContentLibrary> {
  if (dir !== CONTENT_DIR) return contentLibraryRead(dir);
  library ??= contentLibraryRead(dir);
  library.catch(() => (library = null));
  return library;
}

async function contentLibraryRead(dir: string): Promise<ContentLibrary> {
  const loaded = await Promise.all(LOCALES.map(async (locale) => [locale, await localeLoad(dir, locale)] as const));
  return new Map(loaded);
}

export const contentEntry = (library: ContentLibrary, locale: Locale, kind: ContentKind, slug: string): ContentEntry | null =>
  library.get(locale)?.get(keyOf(kind, slug)) ?? null;

export const contentLink = (entry: ContentEntry): ContentLink => ({ kind: entry.kind, slug: entry.slug, title: entry.title, summary: entry.summary });

/** One page with its table of contents and related pages (a guide also points to two policies). */
export function contentPage(library: ContentLibrary, locale: Locale, entry: ContentEntry): ContentPage {
  const related =
    entry.kind === 'guide'
      ? [...guideRelated(entry.slug).map((slug) => contentEntry(library, locale, 'guide', slug)), ...guidePolicies(entry.slug).map((slug) => contentEntry(library, locale, 'policy', slug))]
      : policyRelated(entry.slug).map((slug) => contentEntry(library, locale, 'policy', slug));
  return {
    ...contentLink(entry),
    markdown: entry.markdown,
    headings: [...contentHeadings(entry.markdown)],
    related: related.filter((page): page is ContentEntry => page !== null).map(contentLink),
    parent: parentOf(library, locale, entry),
  };
}

function parentOf(library: ContentLibrary, locale: Locale, entry: ContentEntry): ContentLink | null {
  if (entry.kind !== 'guide' || !entry.slug.includes('/')) return null;
  const parent = contentEntry(library, locale, 'guide', entry.slug.slice(0, entry.slug.indexOf('/')));
  return parent ? contentLink(parent) : null;
}

/** The policy a guide's reader most likely needs next, by the guide's group. */
function guidePolicies(path: string): readonly string[] {
  const group = GUIDE_PAGES.find((page) => page.path === path)?.group;
  if (group === 'sellers') return ['bang-phi-dich-vu', 'quy-che-hoat-dong'];
  if (group === 'shipping') return ['chinh-sach-van-chuyen'];
  if (group === 'returns' || path.includes('doi-tra')) return ['chinh-sach-doi-tra-va-hoan-tien', 'chinh-sach-bao-hanh'];
  return ['chinh-sach-doi-tra-va-hoan-tien', 'chinh-sach-bao-ve-thong-tin-ca-nhan'];
}
