import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type * as Router from '@tanstack/react-router';
import type { Hono } from 'hono';
import { createHttpClient, httpCatalogueGateway, httpContentGateway } from '@modavi/adapters';
import { BLOG_CATEGORIES, GUIDE_PAGES, LOCALES, POLICY_SLUGS, type ContentGateway, type Locale } from '@modavi/core';
import { i18nCreate } from '../../app/src/i18n/i18n';
import { blogWordsReady } from '../../app/src/features/blog/blog-loaders';
import { BlogArticlePage } from '../../app/src/features/blog/BlogArticlePage';
import { BlogListPage } from '../../app/src/features/blog/BlogListPage';
import { ContentPageView } from '../../app/src/features/content/ContentPageView';
import { DownloadPage } from '../../app/src/features/content/DownloadPage';
import { GuidePage } from '../../app/src/features/content/GuidePage';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';

/**
 * Issue 14: every content route (help centre, policies, blog list and article, download)
 * renders its content in both locales, from what the reference server serves. The table below
 * is checked against the app's route tree, so a new content route must join it.
 */
const CONTENT_PREFIXES = ['/huong-dan', '/chinh-sach', '/blog', '/download'];

let test: TestDb;
let app: Hono;
let locale: Locale = 'vi';
const client = createHttpClient({
  baseUrl: '',
  context: { token: () => null, country: () => 'VN', locale: () => locale, sessionId: () => 's', deviceId: () => 'web-test' },
  fetch: (url, init) => Promise.resolve(app.request(url, init)),
});
const content: ContentGateway = httpContentGateway(client);
vi.mock('../../app/src/hooks/use-services', () => ({
  useServices: () => ({ content: async () => content, catalogue: httpCatalogueGateway(client), analyticsTrack: () => undefined }),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => <a className={className}>{children}</a>,
}));

/** What a route shows: a page's own title as its h1, and a line of its text. */
interface Expected {
  readonly title: string;
  readonly text: string;
}

interface ContentRoute {
  /** The addresses' variable parts this route serves. */
  readonly cases: (locale: Locale) => Promise<readonly string[]>;
  readonly render: (part: string) => ReactNode;
  readonly expected: (part: string, locale: Locale, words: i18n) => Promise<Expected>;
}

const unwrap = async <T,>(answer: Promise<{ ok: true; value: T } | { ok: false; error: unknown }>): Promise<T> => {
  const result = await answer;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const firstHeading = (markdown: string) => /^## (.+)$/m.exec(markdown)?.[1] ?? '';

const ROUTES: Record<string, ContentRoute> = {
  '/huong-dan/$': {
    cases: async () => ['', ...GUIDE_PAGES.map((page) => page.path)],
    render: (path) => <GuidePage path={path} />,
    expected: async (path, at, words) => {
      if (path === '') return { title: words.t('content.helpCentreTitle'), text: (await unwrap(content.guides(at)))[0]?.title ?? '' };
      const page = await unwrap(content.guide(path, at));
      return { title: page.title, text: firstHeading(page.markdown) };
    },
  },
  '/chinh-sach/$slug': {
    cases: async () => POLICY_SLUGS,
    render: (slug) => <ContentPageView kind="policy" slug={slug} />,
    expected: async (slug, at) => {
      const page = await unwrap(content.policy(slug, at));
      return { title: page.title, text: firstHeading(page.markdown) };
    },
  },
  '/blog/': {
    cases: async () => ['', ...BLOG_CATEGORIES],
    render: (category) => <BlogListPage category={category === '' ? null : (category as (typeof BLOG_CATEGORIES)[number])} />,
    expected: async (category, at, words) => {
      const list = await unwrap(content.blogList({ category: category === '' ? null : (category as (typeof BLOG_CATEGORIES)[number]), page: 1 }, at));
      return { title: words.t('blog.title'), text: list.items[0]?.title ?? '' };
    },
  },
  '/blog/$id': {
    cases: async (at) => (await unwrap(content.blogList({ category: null, page: 1 }, at))).items.map((item) => item.id),
    render: (id) => <BlogArticlePage id={id} />,
    expected: async (id, at) => {
      const article = await unwrap(content.blogArticle(id, at));
      return { title: article.title, text: firstHeading(article.markdown) };
    },
  },
  '/download': {
    cases: async () => [''],
    render: () => <DownloadPage />,
    expected: async (_part, _at, words) => ({ title: words.t('content.download.title'), text: words.t('content.download.appStore') }),
  },
};

/**
 * A DOM for the pages, beside Node's own URL, fetch and Request (which the server in this
 * process needs): happy-dom's environment would replace those too, so only what Node lacks is added.
 */
function domInstall(): void {
  const window = new Window({ url: 'http://localhost/' });
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!(key in globals)) globals[key] = (window as unknown as Record<string, unknown>)[key];
  }
  globals['window'] = window;
  globals['document'] = window.document;
}

let words: Record<Locale, i18n>;
beforeAll(async () => {
  domInstall();
  test = await memoryTestDb();
  app = testApi(test.db);
  const made = await Promise.all(
    LOCALES.map(async (one) => {
      const instance = await i18nCreate(one);
      await blogWordsReady({ i18n: instance });
      return [one, instance] as const;
    }),
  );
  words = Object.fromEntries(made) as Record<Locale, i18n>;
});
afterAll(async () => {
  await test?.dispose();
});
afterEach(cleanup);

describe('every content route renders its content in both locales', () => {
  it("the table holds exactly the route tree's content routes", () => {
    const tree = readFileSync(resolve(process.cwd(), 'app/src/route-tree.gen.ts'), 'utf8');
    const ids = new Set([...tree.matchAll(/^\s+id: '([^']+)',$/gm)].map((match) => match[1] ?? ''));
    const content = [...ids].filter((id) => CONTENT_PREFIXES.some((prefix) => id === prefix || id.startsWith(`${prefix}/`)));
    expect(content.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES).flatMap((route) => LOCALES.map((one) => [route, one] as const)))('%s in %s', async (route, at) => {
    locale = at;
    const { cases, render: draw, expected } = ROUTES[route] as ContentRoute;
    const parts = await cases(at);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const want = await expected(part, at, words[at]);
      expect(want.text, `${route} ${part}`).not.toBe('');
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <I18nextProvider i18n={words[at]}>{draw(part)}</I18nextProvider>
        </QueryClientProvider>,
      );
      const page = within(document.body);
      expect(await page.findByRole('heading', { level: 1, name: want.title }), `${route} ${part}`).toBeTruthy();
      expect(page.getAllByText(want.text).length, `${route} ${part}: ${want.text}`).toBeGreaterThan(0);
      cleanup();
    }
  });
});
