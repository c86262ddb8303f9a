import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_PAGES, POLICY_SLUGS, PRODUCT_PRICE_LOCK, PRODUCT_WEIGHT_GRAMS, SELLER_INACTIVE_WARNING_DAYS, SHOP_APPROVAL_HOURS } from '@modavi/core';
import { CONTENT_FACTS, contentFactsFill, contentPlaceholders } from './content-facts.js';
import { CONTENT_DIR } from './content-store.js';

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownFiles(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
const files = markdownFiles(CONTENT_DIR).map((file) => ({ name: relative(CONTENT_DIR, file), text: readFileSync(file, 'utf8') }));

/** The level-2 and level-3 headings of a page, as their levels in order (the page's outline). */
const outline = (text: string) => text.split('\n').flatMap((line) => (/^#{2,3} /.test(line) ? [line.indexOf(' ')] : []));
const read = (locale: string, path: string) => readFileSync(join(CONTENT_DIR, locale, path), 'utf8');

describe('the figures the pages quote', () => {
  it('every placeholder of every page (guides, policies, blog; both locales) names a known fact', () => {
    expect(files.length).toBeGreaterThan(60);
    for (const { name, text } of files) {
      for (const placeholder of contentPlaceholders(text)) expect(CONTENT_FACTS, `${name}: {{${placeholder}}}`).toHaveProperty(placeholder);
    }
  });

  it('leaves no placeholder once filled, in either locale', () => {
    for (const { name, text } of files) {
      for (const locale of ['vi', 'kr'] as const) expect(contentFactsFill(text, locale), name).not.toMatch(/\{\{/);
    }
  });

  it('formats numbers as each locale writes them', () => {
    expect(contentFactsFill('{{productWeightMax}} g', 'vi')).toBe(`${PRODUCT_WEIGHT_GRAMS.max.toLocaleString('vi-VN')} g`);
    expect(contentFactsFill('{{productWeightMax}} g', 'kr')).toBe('1,000,000 g');
    expect(contentFactsFill('{{firstVoucherSmall}}', 'vi')).toBe('100.000đ');
    expect(contentFactsFill('{{firstVoucherSmall}}', 'kr')).toBe('100,000 VND');
    expect(contentFactsFill('{{nope}}', 'vi')).toBe('{{nope}}');
  });

  it("types none of core's rule figures by hand (the price lock, shop approval, inactivity)", () => {
    const typed = [
      new RegExp(`(?<![\\d-])${PRODUCT_PRICE_LOCK.windowDays}\\s*(ngày|days?)\\b`),
      new RegExp(`(?<![\\d-])${SHOP_APPROVAL_HOURS}\\s*(giờ|hours?|h)\\b`),
      new RegExp(`(?<![\\d-])${SELLER_INACTIVE_WARNING_DAYS}\\s*(ngày|days?)\\b(?!\\s*(làm việc|working))`),
      /(?<![\d-])200\s*%/,
    ];
    for (const { name, text } of files) for (const pattern of typed) expect(text, `${name} types ${pattern}`).not.toMatch(pattern);
  });
});

describe('both locales of a help page carry the same sections', () => {
  const pages = [...GUIDE_PAGES.map((page) => `guides/${page.path}.md`), ...POLICY_SLUGS.map((slug) => `policies/${slug}.md`)];
  it.each(pages)('%s has the same outline in vi and kr', (path) => {
    const vi = outline(read('vi', path));
    expect(vi.length).toBeGreaterThanOrEqual(2);
    expect(outline(read('kr', path))).toEqual(vi);
  });
});
