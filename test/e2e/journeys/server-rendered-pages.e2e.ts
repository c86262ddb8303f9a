import { afterEach, describe, expect, inject, it } from 'vitest';
import { COMMUNITY_API_PATHS, CONTENT_API_PATHS, POLICY_SLUGS, SERVER_RENDERED_PAGES, routePatternMatches } from '@modavi/core';
import { browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { journeyProductFind } from '../harness/catalogue-probe';

/** The data of one public API answer. */
async function data<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The text of an HTML fragment, as a reader (or a crawler) sees it. */
const htmlText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** What the server sent inside the app's root, without cookies (a first visit, a crawler, a link preview). */
async function firstVisitRoot(path: string): Promise<{ html: string; root: string }> {
  const response = await fetch(`${inject('baseUrl')}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<script type="application\/json" id="modavi-state">/.exec(html)?.[1] ?? '';
  return { html, root };
}

describe('public pages rendered by the server (issue 17)', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('answer a first visit with their content in the HTML, on every page of SERVER_RENDERED_PAGES', async () => {
    const { product } = await journeyProductFind(inject('baseUrl'));
    const [category] = await data<{ _id: string; name: string }[]>('api/v1/public/categories');
    const banners = await data<{ _id: string; title: string; type: string; related_url: string }[]>('api/v1/public/banners');
    const collection = banners.find((banner) => banner.type === 'collection');
    const posts = await data<{ items: { _id: string }[] }>(COMMUNITY_API_PATHS.posts);
    const articles = await data<{ items: { id: string; title: string }[] }>(CONTENT_API_PATHS.blog);
    const [banner] = banners;
    const [post] = posts.items;
    const [article] = articles.items;
    if (!category || !banner || !collection || !post || !article) throw new Error('the demo data lacks a category, banner, collection, post or article');
    // Each address with a text its server HTML must hold (null: its level-one heading is enough).
    const pages: [string, string | null][] = [
      ['/', null],
      [`/san-pham/${product._id}`, product.name],
      ['/danh-muc', category.name],
      ['/nganh-hang', category.name],
      [`/nganh-hang/${category._id}`, category.name],
      ['/tim-kiem?q=ao', null],
      [`/nguoi-ban/${product.shop._id}`, product.shop.name],
      [collection.related_url, null],
      [`/danh-sach${collection.related_url}`, null],
      [`/banner/${banner._id}`, banner.title],
      ['/khuyen-mai', null],
      ['/uu-dai', null],
      ['/cong-dong', null],
      [`/post/${post._id}`, null],
      ['/blog', article.title],
      [`/blog/${article.id}`, article.title],
      ['/huong-dan', null],
      [`/chinh-sach/${POLICY_SLUGS[0]}`, null],
      ['/top-seller', null],
      ['/awards', null],
    ];
    for (const pattern of SERVER_RENDERED_PAGES) {
      expect(pages.some(([path]) => routePatternMatches(pattern, path.split('?')[0] ?? '')), pattern).toBe(true);
    }
    for (const [path, text] of pages) {
      const { root } = await firstVisitRoot(path);
      expect(root, path).toMatch(/<main[\s\S]*<h1/);
      if (text !== null) expect(htmlText(root), path).toContain(text);
    }
  });

  it('send a shared seller link its products before any script, in both languages with hreflang', async () => {
    const { product } = await journeyProductFind(inject('baseUrl'));
    const path = `/nguoi-ban/${product.shop._id}`;
    const { html, root } = await firstVisitRoot(path);
    expect(htmlText(root)).toContain(product.shop.name);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toContain(`hreflang="en" href="${inject('baseUrl')}${path}?hl=en"`);
    const english = await firstVisitRoot(`${path}?hl=en`);
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain(`<link rel="canonical" href="${inject('baseUrl')}${path}?hl=en" />`);
  });

  it.each([
    // The home's running promotions count down by the second: the server's clock must be the one hydrated.
    ['the home', async () => '/'],
    ['a product', async () => `/san-pham/${(await journeyProductFind(inject('baseUrl'))).product._id}`],
    ['the categories', async () => '/danh-muc'],
  ])('hydrate %s without a console error, and answer a click after it (phone)', async (_name, pathOf) => {
    const path = await pathOf();
    browser = await browserOpen('phone');
    const { page } = browser;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await withFailureScreenshot(page, 'server-rendered-hydration', async () => {
      await page.goto(path);
      await pageDrawn(page);
      expect(await page.evaluate(() => document.getElementById('modavi-state') !== null)).toBe(true);
      // The language switch works only once the app has adopted the page.
      await page.locator('header button[lang="en"]').click();
      await page.locator('html[lang="en"]').waitFor();
      expect(errors).toEqual([]);
    });
  });
});
