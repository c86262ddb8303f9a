import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API_PATHS, ContentGuideListSchema, ContentPageSchema, ContentSearchHitsSchema, GUIDE_PAGES, LOCALES, POLICY_SLUGS, envelopeSchema } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';

const PageEnvelope = envelopeSchema(ContentPageSchema);
const GuidesEnvelope = envelopeSchema(ContentGuideListSchema);
const HitsEnvelope = envelopeSchema(ContentSearchHitsSchema);

/** A help page is 'concise but complete' (issue 14): this many words of text at least, and no unfilled fact. */
const WORDS_MIN = 120;
const WORDS_MAX = 450;

describe('the help centre API', () => {
  let test: TestDb;
  let app: ReturnType<typeof testApi>;
  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const pages = [...GUIDE_PAGES.map((page) => ['guide', page.path] as const), ...POLICY_SLUGS.map((slug) => ['policy', slug] as const)];
  const cases = LOCALES.flatMap((locale) => pages.map(([kind, slug]) => [locale, kind, slug] as const));

  it.each(cases)('serves %s %s %s with a title, a table of contents and related pages', async (locale, kind, slug) => {
    const path = kind === 'guide' ? CONTENT_API_PATHS.guide(slug) : CONTENT_API_PATHS.policy(slug);
    const response = await call(app, 'GET', `${path}?locale=${locale}`);
    expect(response.status).toBe(200);
    const page = PageEnvelope.parse(response.body).data;
    expect(page).toMatchObject({ kind, slug });
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.headings.length).toBeGreaterThanOrEqual(2);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.markdown).not.toMatch(/\{\{|<[a-z]/i);
    const words = page.markdown.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(WORDS_MIN);
    expect(words).toBeLessThanOrEqual(WORDS_MAX);
    if (slug.includes('/')) expect(page.parent?.slug).toBe(slug.split('/')[0]);
  });

  it('lists every guide in order with its group, in each locale', async () => {
    for (const locale of LOCALES) {
      const list = GuidesEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.guides}?locale=${locale}`)).body).data;
      expect(list.map((guide) => guide.slug)).toEqual(GUIDE_PAGES.map((page) => page.path));
      expect(list.every((guide) => guide.summary.length > 20)).toBe(true);
    }
  });

  it('quotes core numbers: the service fee and the price lock', async () => {
    const fees = PageEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.policy('bang-phi-dich-vu')}?locale=vi`)).body).data;
    expect(fees.markdown).toContain('3% tổng doanh thu');
    const listing = PageEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.guide('huong-dan-ban-hang/dang-ban-san-pham')}?locale=kr`)).body).data;
    expect(listing.markdown).toMatch(/14 days/);
  });

  it("serves the guides' pictures of the app, and nothing outside their folder", async () => {
    const picture = await app.request('/media/guides/vi/cart.webp');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    for (const path of ['/media/guides/vi/nope.webp', '/media/guides/en/cart.webp', '/media/guides/vi/..%2F..%2Fvi%2Fguides%2Fthanh-toan.md']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });

  it('answers 404 for an unknown guide or policy', async () => {
    for (const path of [CONTENT_API_PATHS.guide('khong-co'), CONTENT_API_PATHS.guide('huong-dan-mua-hang/khong-co'), CONTENT_API_PATHS.policy('khong-co')]) {
      const response = await call(app, 'GET', `${path}?locale=vi`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404 });
    }
  });

  it('finds a guide by folded words: "doi tra" finds the returns guide, in both locales', async () => {
    const vi = HitsEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.guides}?locale=vi&q=${encodeURIComponent('doi tra')}`)).body).data;
    expect(vi.map((hit) => hit.slug)).toContain('huong-dan-mua-hang/doi-tra-san-pham');
    const kr = HitsEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.guides}?locale=kr&q=refund`)).body).data;
    expect(kr.map((hit) => hit.slug)).toContain('tra-hang-hoan-tien');
    const none = HitsEnvelope.parse((await call(app, 'GET', `${CONTENT_API_PATHS.guides}?locale=vi&q=zzzqqq`)).body).data;
    expect(none).toEqual([]);
  });

  it('takes the language header when no locale is given', async () => {
    const response = await call(app, 'GET', CONTENT_API_PATHS.policy('bang-phi-dich-vu'), { headers: { language: 'en' } });
    expect(PageEnvelope.parse(response.body).data.title).toBe('Service fees');
  });
});
