// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import {
  GUIDE_PAGES,
  POLICY_SLUGS,
  contentHeadings,
  gatewayError,
  err,
  ok,
  type ContentGateway,
  type ContentKind,
  type ContentPage,
  type Locale,
} from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { contentWordsReady } from './content-loaders';
import { GuidePage } from './GuidePage';
import { ContentPageView } from './ContentPageView';

/**
 * Every guide and policy address of core's lists renders its own text, in both locales. The
 * gateway answers from the real Markdown files (the server's content folder), the facts left as
 * written: this proves each file renders through react-markdown, headings and table of contents included.
 */
const CONTENT = resolve(process.cwd(), 'server/content');

function pageFromFile(kind: ContentKind, slug: string, locale: Locale): ContentPage | null {
  try {
    const source = readFileSync(`${CONTENT}/${locale}/${kind === 'guide' ? 'guides' : 'policies'}/${slug}.md`, 'utf8');
    const [first = '', ...rest] = source.trim().split('\n');
    const markdown = rest.join('\n').trim();
    const link = { kind, slug: POLICY_SLUGS[0], title: 'related', summary: '' } as const;
    return { kind, slug, title: first.replace(/^#\s*/, ''), markdown, headings: [...contentHeadings(markdown)], related: [{ ...link, kind: 'policy' }], parent: null };
  } catch {
    return null;
  }
}

const answer = (page: ContentPage | null) => (page ? ok(page) : err(gatewayError('NOT_FOUND')));
const gateway: ContentGateway = {
  guides: async (locale) => ok(GUIDE_PAGES.map((page) => ({ kind: 'guide' as const, slug: page.path, title: pageFromFile('guide', page.path, locale)?.title ?? '', summary: 'summary', group: page.group }))),
  guideSearch: async () => ok([]),
  guide: async (slug, locale) => answer(pageFromFile('guide', slug, locale)),
  policy: async (slug, locale) => answer(pageFromFile('policy', slug, locale)),
  blogList: async () => ok({ items: [], page: 1, limit: 6, total: 0 }),
  blogArticle: async () => err(gatewayError('NOT_FOUND')),
};
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ content: async () => gateway }) }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className, to }: { children: ReactNode; className?: string; to: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await contentWordsReady({ i18n: instance });
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(cleanup);

const renderIn = (locale: Locale, node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );

const routes = [...GUIDE_PAGES.map((page) => ['guide', page.path] as const), ...POLICY_SLUGS.map((slug) => ['policy', slug] as const)];
const cases = (['vi', 'kr'] as const).flatMap((locale) => routes.map(([kind, slug]) => [locale, kind, slug] as const));

describe('every help page', () => {
  it.each(cases)('%s: /%s %s shows its title, its text and a table of contents', async (locale, kind, slug) => {
    const expected = pageFromFile(kind, slug, locale) as ContentPage;
    expect(expected).not.toBeNull();
    renderIn(locale, kind === 'guide' ? <GuidePage path={slug} /> : <ContentPageView kind="policy" slug={slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: expected.title })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: locale === 'vi' ? 'Nội dung chính' : 'On this page' });
    const first = expected.headings[0] as { id: string; text: string };
    expect(within(toc).getByRole('link', { name: first.text }).getAttribute('href')).toBe(`#${first.id}`);
    expect(document.getElementById(first.id)?.tagName).toBe('H2');
    expect(screen.getByRole('navigation', { name: locale === 'vi' ? 'Đường dẫn' : 'Breadcrumbs' })).toBeTruthy();
  });

  it.each(['vi', 'kr'] as const)('the index groups the guides and lists the policies (%s)', async (locale) => {
    renderIn(locale, <GuidePage path="" />);
    expect(await screen.findByRole('heading', { level: 2, name: locale === 'vi' ? 'Dành cho người bán' : 'For sellers' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: locale === 'vi' ? 'Tìm trong hướng dẫn' : 'Search the guides' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/huong-dan/huong-dan-ban-hang/modavi-live', '/chinh-sach/bang-phi-dich-vu']),
    );
  });

  it('drops raw HTML from a page: nothing in a file can inject markup', async () => {
    const page = pageFromFile('policy', 'bang-phi-dich-vu', 'vi') as ContentPage;
    const hostile = { ...page, markdown: `${page.markdown}\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[x](javascript:alert(3))` };
    const spy = vi.spyOn(gateway, 'policy').mockResolvedValueOnce(ok(hostile));
    renderIn('vi', <ContentPageView kind="policy" slug="bang-phi-dich-vu" />);
    await screen.findByRole('heading', { level: 1, name: page.title });
    expect(document.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    spy.mockRestore();
  });

  it("shows a guide's own pictures of the app, sized before they load, and no other image", async () => {
    const page = pageFromFile('policy', 'bang-phi-dich-vu', 'vi') as ContentPage;
    const pictured = { ...page, markdown: `${page.markdown}\n\n![Giỏ hàng](/media/guides/vi/cart.webp)\n\n![x](https://evil.example/a.webp)\n\n![y](/media/guides/vi/../x.webp)` };
    const spy = vi.spyOn(gateway, 'policy').mockResolvedValueOnce(ok(pictured));
    renderIn('vi', <ContentPageView kind="policy" slug="bang-phi-dich-vu" />);
    const picture = (await screen.findByRole('img', { name: 'Giỏ hàng' })) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe('/media/guides/vi/cart.webp');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['390', '720']);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    spy.mockRestore();
  });
});

describe('tables', () => {
  it('renders the fee table as a table', async () => {
    renderIn('vi', <ContentPageView kind="policy" slug="bang-phi-dich-vu" />);
    expect(await screen.findByRole('cell', { name: '{{serviceFeePercent}}% tổng doanh thu' })).toBeTruthy();
  });
});
