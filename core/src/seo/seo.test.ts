import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/factories.js';
import { vnd } from '../money/money.js';
import { productPricedAt } from '../promotions/variant-price.js';
import { makeShopProfile } from '../testing/discovery-factories.js';
import { htmlEscape, jsonForScript, pageMetaTags } from './page-meta-html.js';
import { META_DESCRIPTION_MAX, SITE_DESCRIPTION, metaDescription, pageMetaDefault, pageTitle } from './page-meta.js';
import { productPageMeta, shopPageMeta } from './product-meta.js';
import { SITEMAP_URLS_MAX, robotsTxt, sitemapChunks, sitemapIndexXml, sitemapPageOf, sitemapPagePath, sitemapXml } from './sitemap.js';

const ORIGIN = 'https://modavi.vn';
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('page meta in the HTML head', () => {
  it('escapes any text so that it stays text, and reads back the same', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = htmlEscape(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescape(escaped)).toBe(text);
      }),
    );
  });

  it('never lets a value close its script element, and the JSON reads back the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        const json = jsonForScript({ value, text });
        expect(json).not.toContain('<');
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ value, text })));
      }),
    );
  });

  it('draws one element per tag whatever the title and description hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const html = pageMetaTags({ ...pageMetaDefault('/x'), title, description, image: '/a.webp' }, ORIGIN);
        const lines = html.split('\n').map((line) => line.trim());
        for (const line of lines) expect(line).toMatch(/^<(title|meta|link)[ >].*(\/>|<\/title>)$/);
        expect(lines.filter((line) => line.startsWith('<title>'))).toHaveLength(1);
      }),
    );
    expect(pageMetaTags({ ...pageMetaDefault('/gio-hang', 'Giỏ hàng', true) }, ORIGIN)).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('cuts a description at a word below the maximum, marks and spaces gone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const description = metaDescription(text);
        expect([...description].length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
        expect(description).not.toMatch(/\s{2}|\n/);
        expect(description.length).toBeGreaterThan(0);
      }),
    );
    expect(metaDescription('## Áo **sơ mi** [lụa](/x)\n\n![ảnh](/a.png) mềm')).toBe('Áo sơ mi lụa mềm');
    expect(metaDescription('   ')).toBe(SITE_DESCRIPTION);
    expect(pageTitle('Áo thun')).toBe('Áo thun | Modavi');
    expect(pageTitle(null)).toBe('Modavi');
  });
});

describe('a product page as search engines and link previews read it', () => {
  it('names the product, its first image and its price in VND, with schema.org Product, Offer and breadcrumbs', () => {
    const product = makeProduct({ name: 'Áo sơ mi lụa', sale_price: 299_000 as never, quantity: 0, images: ['/media/products/p1/0.svg', 'https://cdn.example/b.webp'] });
    const meta = productPageMeta(product, { count: 0, average: 0 }, ORIGIN);
    expect(meta.title).toBe('Áo sơ mi lụa | Modavi');
    expect(meta.price).toEqual({ amount: 299_000, currency: 'VND' });
    const [data, crumbs] = meta.structured as [Record<string, unknown>, Record<string, unknown>];
    expect(data['offers']).toMatchObject({ price: 299_000, priceCurrency: 'VND', availability: 'https://schema.org/OutOfStock' });
    expect(data['image']).toEqual([`${ORIGIN}/media/og/products/p1/0.svg.jpg`, 'https://cdn.example/b.webp']);
    expect(data['aggregateRating']).toBeUndefined();
    expect(crumbs['itemListElement']).toHaveLength(3);
    const html = pageMetaTags(meta, ORIGIN);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/og/products/p1/0.svg.jpg" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}/media/og/products/p1/0.svg.jpg" />`);
    expect(html).toContain('<meta property="product:price:amount" content="299000" />');
  });

  it("under a running promotion program offers core's price, valid until the program ends, with the full price for Open Graph (issue 25)", () => {
    const start = Date.UTC(2026, 11, 1);
    const end = start + 86_400_000;
    const product = productPricedAt(
      makeProduct({ sale_price: vnd(269_000), sale_price_original: null, variants: [] }),
      [{ item_id: 'i1', program_id: 'g1', program_name: 'Flash sale', start_time: start, end_time: end, ended_early: false, deleted: false, product_id: 'product-1',
        variant_id: null, discount_percent: 15, max_discount: null, purchase_limit_per_order: 2, product_limit: 10, order_limit_per_user: null, sold: 0 }],
      start + 1,
    );
    const meta = productPageMeta(product, { count: 0, average: 0 }, ORIGIN);
    expect(meta.price).toEqual({ amount: 228_650, currency: 'VND', original: 269_000, until: end });
    expect(meta.structured[0]).toMatchObject({ offers: { price: 228_650, priceValidUntil: new Date(end).toISOString() } });
    const html = pageMetaTags(meta, ORIGIN);
    expect(html).toContain('<meta property="product:price:amount" content="228650" />');
    expect(html).toContain('<meta property="product:original_price:amount" content="269000" />');
    expect(html).toContain(`<meta property="product:sale_price_dates:end" content="${new Date(end).toISOString()}" />`);
  });

  it('rates it only when it has reviews', () => {
    const meta = productPageMeta(makeProduct({ quantity: 3 }), { count: 4, average: 4.25 }, ORIGIN);
    expect(meta.structured[0]).toMatchObject({ aggregateRating: { ratingValue: 4.3, reviewCount: 4 }, offers: { availability: 'https://schema.org/InStock' } });
  });

  it("gives a seller page the shop's name and picture", () => {
    const meta = shopPageMeta(makeShopProfile({ name: 'Lụa Hà Đông', cover: null, avatar: '/media/s.webp' }));
    expect(meta.title).toBe('Lụa Hà Đông | Modavi');
    expect(meta.image).toBe('/media/s.webp');
  });
});

describe('sitemap and robots', () => {
  it('lists each page once, escaped, and no more than the protocol allows', () => {
    const xml = sitemapXml(ORIGIN, [{ path: '/san-pham/a&b', lastmod: '2026-11-27' }, { path: '/' }]);
    expect(xml).toContain(`<loc>${ORIGIN}/san-pham/a&amp;b</loc><lastmod>2026-11-27</lastmod>`);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    const many = Array.from({ length: SITEMAP_URLS_MAX + 3 }, (_, index) => ({ path: `/p/${index}` }));
    expect(sitemapXml(ORIGIN, many).match(/<url>/g)).toHaveLength(SITEMAP_URLS_MAX);
  });

  it('cuts any list into sitemaps within the limits of addresses and bytes, keeping every entry once, in order', () => {
    const entry = fc.record({ path: fc.string({ maxLength: 40, unit: 'grapheme' }).map((text) => `/p/${text}`), lastmod: fc.option(fc.constantFrom('2026-01-02', '2026-11-27'), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 400, max: 2_000 }), (entries, urls, bytes) => {
        const chunks = sitemapChunks(ORIGIN, entries, { urls, bytes });
        expect(chunks.length).toBeGreaterThan(0);
        for (const chunk of chunks) {
          expect(chunk.length).toBeLessThanOrEqual(urls);
          expect(new TextEncoder().encode(sitemapXml(ORIGIN, chunk)).length).toBeLessThanOrEqual(bytes);
        }
        // Only an entry too long for a file of its own is left out.
        const kept = entries.filter((one) => new TextEncoder().encode(sitemapXml(ORIGIN, [one])).length <= bytes);
        expect(chunks.flat()).toEqual(kept);
        expect(chunks.slice(0, -1).every((chunk) => chunk.length > 0)).toBe(true);
      }),
    );
  });

  it('indexes the numbered sitemaps with the latest change of each', () => {
    const xml = sitemapIndexXml(ORIGIN, [[{ path: '/' }, { path: '/a', lastmod: '2026-01-02' }, { path: '/b', lastmod: '2026-11-27' }], [{ path: '/c' }]]);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap-1.xml</loc><lastmod>2026-11-27</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemap-2.xml</loc></sitemap>`);
    expect(sitemapPageOf(sitemapPagePath(12))).toBe(12);
    for (const other of ['/sitemap-0.xml', '/sitemap-01.xml', '/sitemap.xml', '/sitemap-1.xml/x', '/sitemap-1234567890.xml']) expect(sitemapPageOf(other)).toBeNull();
  });

  it("keeps crawlers off someone's own pages and the API, and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain('Disallow: /trang-ca-nhan');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
