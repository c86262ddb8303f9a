// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type * as Router from '@tanstack/react-router';
import { err, gatewayError, ok, type BlogArticle, type BlogSummary, type ContentGateway, type Locale } from '@modavi/core';
import { makeProduct } from '@modavi/core/testing';
import { i18nCreate } from '../../i18n/i18n';
import type { RouterContext } from '../../router-context';
import { BlogArticlePage } from './BlogArticlePage';
import { BlogListPage } from './BlogListPage';
import { blogLoaders, blogWordsReady } from './blog-loaders';

const summary = (id: string, overrides: Partial<BlogSummary> = {}): BlogSummary => ({
  id,
  title: `Bài viết ${id}`,
  summary: `Đoạn mở đầu của ${id}.`,
  category: 'styling',
  published_at: Date.UTC(2026, 10, 12),
  author: 'Thu Hà',
  reading_minutes: 3,
  cover: { src: `/media/blog/${id}-480.webp?v=1`, srcset: `/media/blog/${id}-480.webp?v=1 480w`, width: 1440, height: 810, alt: `Ảnh bìa ${id}` },
  ...overrides,
});
const article: BlogArticle = {
  ...summary('chon-size', { title: 'Find your size', category: 'sizing' }),
  markdown: '## Measure the right way\n\nStand straight.\n\n## Use the size chart\n\nPress the button.',
  headings: [
    { id: 'measure-the-right-way', text: 'Measure the right way' },
    { id: 'use-the-size-chart', text: 'Use the size chart' },
  ],
  product_ids: ['p-jeans', 'p-gone', 'p-dress'],
  related: [summary('other-1'), summary('other-2')],
};

const blogList = vi.fn<ContentGateway['blogList']>();
const blogArticle = vi.fn<ContentGateway['blogArticle']>();
const productGet = vi.fn(async (id: string) =>
  id === 'p-gone' ? err(gatewayError('NOT_FOUND')) : ok(makeProduct({ _id: id, name: id === 'p-jeans' ? 'Quần jeans ống rộng' : 'Chân váy midi' })),
);
const analyticsTrack = vi.fn();
const content = async () => ({ blogList, blogArticle }) as unknown as ContentGateway;
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ content, catalogue: { productGet }, analyticsTrack }) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  Link: ({ children, className, to, params, search, ...rest }: { children: ReactNode; className?: string; to: string; params?: Record<string, string>; search?: Record<string, string> }) => {
    const path = Object.entries(params ?? {}).reduce((href, [key, value]) => href.replace(`$${key}`, value), to);
    const query = new URLSearchParams(search ?? {}).toString();
    return (
      <a href={query ? `${path}?${query}` : path} className={className} aria-current={(rest as { 'aria-current'?: 'page' })['aria-current']}>
        {children}
      </a>
    );
  },
}));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  const made = await Promise.all((['vi', 'kr'] as const).map(async (locale) => {
    const instance = await i18nCreate(locale);
    await blogWordsReady({ i18n: instance });
    return instance;
  }));
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderIn = (locale: Locale, node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>{node}</I18nextProvider>
    </QueryClientProvider>,
  );

describe('the blog list', () => {
  it('shows the cards newest first with their facts, the chosen topic marked, and asks the server for that topic (vi)', async () => {
    blogList.mockResolvedValue(ok({ items: [summary('a', { category: 'skincare' }), summary('b', { category: 'skincare' })], page: 1, limit: 6, total: 2 }));
    renderIn('vi', <BlogListPage category="skincare" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Modavi' })).toBeTruthy();
    const cards = within(screen.getByRole('region', { name: 'Bài viết' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/blog/a', '/blog/b']);
    expect(within(cards[0] as HTMLElement).getByText('3 phút đọc')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'Ảnh bìa a' })).toBeTruthy();
    const topics = screen.getByRole('navigation', { name: 'Chủ đề' });
    expect(within(topics).getByRole('link', { name: 'Chăm sóc da' }).getAttribute('aria-current')).toBe('page');
    expect(within(topics).getByRole('link', { name: 'Tất cả' }).getAttribute('href')).toBe('/blog');
    expect(blogList).toHaveBeenCalledWith({ category: 'skincare', page: 1 }, 'vi');
    expect(screen.getByText('Bạn đã xem hết bài viết.')).toBeTruthy();
  });

  it('loads the next page on "More articles", and says so when it fails (kr)', async () => {
    blogList.mockResolvedValueOnce(ok({ items: [summary('a')], page: 1, limit: 1, total: 3 }));
    blogList.mockResolvedValueOnce(ok({ items: [summary('b')], page: 2, limit: 1, total: 3 }));
    blogList.mockResolvedValueOnce(err(gatewayError('SERVER')));
    renderIn('kr', <BlogListPage category={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'More articles' }));
    expect(await screen.findByRole('link', { name: /Bài viết b/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'More articles' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The articles could not be loaded. Please try again.');
    expect(blogList).toHaveBeenLastCalledWith({ category: null, page: 3 }, 'kr');
  });

  it('says a topic has no articles yet', async () => {
    blogList.mockResolvedValue(ok({ items: [], page: 1, limit: 6, total: 0 }));
    renderIn('vi', <BlogListPage category="sizing" />);
    expect(await screen.findByText('Chưa có bài viết nào trong chủ đề này.')).toBeTruthy();
  });
});

describe('an article', () => {
  it('shows the text with its contents, the products that exist, related articles, and records one blog detail (kr)', async () => {
    blogArticle.mockResolvedValue(ok(article));
    renderIn('kr', <BlogArticlePage id="chon-size" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your size' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Sizing' }).getAttribute('href')).toBe('/blog?category=sizing');
    const toc = screen.getByRole('navigation', { name: 'In this article' });
    expect(within(toc).getByRole('link', { name: 'Use the size chart' }).getAttribute('href')).toBe('#use-the-size-chart');
    expect(screen.getByText('By Thu Hà')).toBeTruthy();
    const products = await screen.findByRole('list', { name: 'Products in this article' });
    expect(await within(products).findByText('Quần jeans ống rộng')).toBeTruthy();
    expect(await within(products).findByText('Chân váy midi')).toBeTruthy();
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blog/other-1', '/blog/other-2']);
    expect(analyticsTrack).toHaveBeenCalledTimes(1);
    expect(analyticsTrack).toHaveBeenCalledWith({ name: 'blog_detail', object_id: 'chon-size', value: null, quantity: null });
  });

  it('a missing or malformed article is the not-found page, from the loader', async () => {
    blogArticle.mockResolvedValue(err(gatewayError('NOT_FOUND', { status: 404 })));
    const context = { i18n: instances.vi, services: { content, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) } } as unknown as RouterContext;
    const missing = await blogLoaders.article(context, 'khong-co').catch((error: unknown) => error);
    expect(isNotFound(missing)).toBe(true);
    const malformed = await blogLoaders.article(context, 'Bad/Id').catch((error: unknown) => error);
    expect(isNotFound(malformed)).toBe(true);
    expect(blogArticle).toHaveBeenCalledTimes(1);
  });
});
