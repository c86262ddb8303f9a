import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  API_PATHS,
  BLOG_CATEGORIES,
  BLOG_COVER_WIDTHS,
  BLOG_RELATED_MAX,
  BlogArticleSchema,
  BlogListSchema,
  CONTENT_API_PATHS,
  LOCALES,
  envelopeSchema,
  type BlogList,
} from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

const ListEnvelope = envelopeSchema(BlogListSchema);
const ArticleEnvelope = envelopeSchema(BlogArticleSchema);

/** The blog's articles (6-8 in both locales, issue 14), each a real read. */
const ARTICLES = { min: 6, max: 8 };
const WORDS = { min: 250, max: 700 };

describe('the blog API', () => {
  let test: TestDb;
  let app: ReturnType<typeof testApi>;
  const lists = new Map<string, BlogList>();
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    for (const locale of LOCALES) {
      const response = await call(app, 'GET', `${CONTENT_API_PATHS.blog}?locale=${locale}&limit=24`);
      lists.set(locale, ListEnvelope.parse(response.body).data);
    }
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const ids = () => (lists.get('vi')?.items ?? []).map((item) => item.id);

  it('lists the same articles in both locales, newest first, each with a cover in every width', () => {
    const [vi, kr] = [lists.get('vi') as BlogList, lists.get('kr') as BlogList];
    expect(vi.total).toBeGreaterThanOrEqual(ARTICLES.min);
    expect(vi.total).toBeLessThanOrEqual(ARTICLES.max);
    expect(kr.items.map((item) => [item.id, item.category, item.published_at])).toEqual(vi.items.map((item) => [item.id, item.category, item.published_at]));
    const dates = vi.items.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of [...vi.items, ...kr.items]) {
      expect(item.summary.length).toBeGreaterThan(60);
      expect(item.reading_minutes).toBeGreaterThanOrEqual(1);
      expect(item.cover.srcset.split(', ')).toHaveLength(BLOG_COVER_WIDTHS.length);
      expect(item.cover.alt.length).toBeGreaterThan(10);
    }
    expect(kr.items[0]?.title).not.toBe(vi.items[0]?.title);
    // Every category has something to show.
    expect(new Set(vi.items.map((item) => item.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it('pages and filters by category; an unknown category is refused', async () => {
    const page = async (query: string) => ListEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.blog}?locale=vi&${query}`)).body).data;
    const first = await page('limit=4&page=1');
    const second = await page('limit=4&page=2');
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(ids());
    const skincare = await page('category=skincare');
    expect(skincare.items.length).toBeGreaterThan(0);
    expect(skincare.items.every((item) => item.category === 'skincare')).toBe(true);
    expect(skincare.total).toBe(skincare.items.length);
    const refused = await call(app, 'GET', `${CONTENT_API_PATHS.blog}?category=nope`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: 'REQUEST.INVALID' });
  });

  it.each(LOCALES)('serves every article in %s: facts filled, related articles, products of the catalogue', async (locale) => {
    for (const id of ids()) {
      const response = await call(app, 'GET', `${CONTENT_API_PATHS.blogArticle(id)}?locale=${locale}`);
      expect(response.status, id).toBe(200);
      const article = ArticleEnvelope.parse(response.body).data;
      expect(article.markdown, id).not.toMatch(/\{\{|<[a-z]/i);
      const words = article.markdown.split(/\s+/).length;
      expect(words, id).toBeGreaterThanOrEqual(WORDS.min);
      expect(words, id).toBeLessThanOrEqual(WORDS.max);
      expect(article.headings.length, id).toBeGreaterThanOrEqual(3);
      expect(article.related).toHaveLength(BLOG_RELATED_MAX);
      expect(article.related.map((other) => other.id)).not.toContain(id);
      expect(article.product_ids.length, id).toBeGreaterThanOrEqual(3);
      for (const productId of article.product_ids) {
        expect((await call(app, 'GET', API_PATHS.product(productId))).status, `${id}: ${productId}`).toBe(200);
      }
    }
  });

  it('answers 404 for an unknown or malformed article id', async () => {
    for (const id of ['khong-co-bai-nay', 'Bad..Id', 'x'.repeat(81)]) {
      const response = await call(app, 'GET', `${CONTENT_API_PATHS.blogArticle(id)}?locale=vi`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('serves each cover as WebP of its width, cached for a year, under an address carrying its hash', async () => {
    const item = lists.get('vi')?.items[0];
    if (!item) throw new Error('no article');
    for (const entry of item.cover.srcset.split(', ')) {
      const [url = '', descriptor = ''] = entry.split(' ');
      expect(url).toMatch(/\?v=[0-9a-f]{12}$/);
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(format).toBe('webp');
      expect(`${width}w`).toBe(descriptor);
    }
    expect((await app.request('/media/blog/khong-co-480.webp')).status).toBe(404);
    expect((await app.request('/media/blog/..%2Fvi%2Fblog-480.webp')).status).toBe(404);
  });
});
