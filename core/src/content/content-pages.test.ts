import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GUIDE_PAGES, POLICY_SLUGS, contentHref, guideRelated, policyRelated, CONTENT_RELATED_MAX } from './content-pages.js';
import { contentHeadingId, contentMatches } from './content-heading.js';

describe('help pages', () => {
  it('lists every guide the spec names, the sub-guides under their parent, once each', () => {
    const paths = GUIDE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(23);
    expect(paths).toContain('huong-dan-mua-hang/doi-tra-san-pham');
    expect(paths).toContain('huong-dan-ban-hang/che-do-tam-nghi');
    expect(POLICY_SLUGS).toHaveLength(7);
    expect(contentHref('guide', '')).toBe('/huong-dan');
    expect(contentHref('policy', 'bang-phi-dich-vu')).toBe('/chinh-sach/bang-phi-dich-vu');
  });

  it('relates a page to other existing pages, never itself, at most CONTENT_RELATED_MAX', () => {
    for (const page of GUIDE_PAGES) {
      const related = guideRelated(page.path);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(CONTENT_RELATED_MAX);
      expect(related).not.toContain(page.path);
      expect(related.every((path) => GUIDE_PAGES.some((other) => other.path === path))).toBe(true);
    }
    for (const slug of POLICY_SLUGS) expect(policyRelated(slug)).not.toContain(slug);
  });

  it('heading ids are plain ASCII words joined by "-", the same for accented and folded text', () => {
    expect(contentHeadingId('Đổi trả và hoàn tiền')).toBe('doi-tra-va-hoan-tien');
    fc.assert(fc.property(fc.string(), (text) => /^[a-z0-9-]*$/.test(contentHeadingId(text)) && !contentHeadingId(text).startsWith('-')));
  });

  it('a search matches folded words anywhere in title or text, and an empty query nothing', () => {
    expect(contentMatches('doi tra', 'Đổi trả sản phẩm', '')).toBe(true);
    expect(contentMatches('  ', 'anything', 'at all')).toBe(false);
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((word) => word.trim() !== ''), (word) => contentMatches(word, `x ${word} y`, '')));
  });
});
