import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageMetaDefault } from './page-meta.js';
import { pageMetaTags } from './page-meta-html.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_PREFIX, SHARE_IMAGE_WIDTH, SITE_SHARE_SOURCE, shareImageOf, shareImageSource } from './share-image.js';

const SOURCES = ['/media/products/6650aa/0.svg', '/media/products/6650aa/colour-2.svg', '/media/shops/ab12.svg', '/media/categories/ao.svg', '/media/banners/b1.svg', '/media/uploads/0123456789abcdef01234567.jpg', '/media/blog/ao-dai-1440.webp', SITE_SHARE_SOURCE];

describe("a shared link's picture (issue 17)", () => {
  it("names a JPEG rendition of a known size for this server's pictures, which leads back to its source", () => {
    for (const source of SOURCES) {
      const share = shareImageOf(source);
      expect(share).toMatchObject({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: 'image/jpeg' });
      expect(share?.url.startsWith(SHARE_IMAGE_PREFIX) && share.url.endsWith('.jpg')).toBe(true);
      expect(shareImageSource(share?.url ?? '')).toBe(source);
    }
    expect(shareImageOf('/media/blog/ao-dai-1440.webp?v=1a2b')?.url).toBe('/media/og/blog/ao-dai-1440.webp.jpg?v=1a2b');
  });

  it('names none for an address it would not draw from', () => {
    for (const other of ['https://cdn.example/a.jpg', '/media/og/products/a/0.svg.jpg', '/media/products/../../etc/passwd.svg', '/media/products/a/.x.svg', '/media/videos/a.webm', '/media/blog/a.webp?v=x"', null, undefined, '']) {
      expect(shareImageOf(other)).toBeNull();
    }
  });

  it('draws only from a source a page may name, whatever address is asked for', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const source = shareImageSource(`${SHARE_IMAGE_PREFIX}${tail}`);
        if (source === null) return;
        expect(source.startsWith('/media/')).toBe(true);
        expect(source).not.toMatch(/\/\.|\?|^\/media\/og\//);
        expect(shareImageOf(source)?.url).toBe(`${SHARE_IMAGE_PREFIX}${tail}`);
      }),
    );
  });

  it("gives a page without a picture the site's, so every preview shows one", () => {
    const html = pageMetaTags(pageMetaDefault('/khuyen-mai', 'Mã giảm giá'), 'https://modavi.vn');
    expect(html).toContain(`<meta property="og:image" content="https://modavi.vn${shareImageOf(SITE_SHARE_SOURCE)?.url}" />`);
    expect(html).toContain(`<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});
