import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { DISCOVER_RUNS, expectNoHorizontalOverflow, localeUse, searchOf } from './discover-steps';

const WORDS = {
  vi: {
    trigger: 'Tìm sản phẩm, danh mục',
    category: 'Áo sơ mi',
    results: /Kết quả tìm kiếm cho “ao so mi”/,
    filters: /^Bộ lọc/,
    country: 'Nơi bán',
    vietnam: 'Shop Việt Nam',
    apply: 'Áp dụng',
    sort: 'Sắp xếp theo',
    recent: 'Tìm kiếm gần đây',
    empty: /Không tìm thấy sản phẩm cho/,
    clearFilters: 'Xoá bộ lọc',
  },
  kr: {
    trigger: 'Search products, categories',
    category: 'Shirts',
    results: /Results for “ao so mi”/,
    filters: /^Filters/,
    country: 'Shop location',
    vietnam: 'Vietnam shop',
    apply: 'Apply',
    sort: 'Sort by',
    recent: 'Recent searches',
    empty: /No products found for/,
    clearFilters: 'Clear filters',
  },
} as const;

describe('a buyer searches without accents, filters and sorts in the address, and opens a product', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(DISCOVER_RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    browser = await browserOpen(viewport);
    const { page } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `discover-search-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await localeUse(page, locale);

      // The overlay: typing 'ao so mi' suggests the category 'Áo sơ mi' and products named so.
      await page.getByRole('button', { name: words.trigger }).click();
      const box = page.getByRole('combobox', { name: words.trigger });
      await box.fill('ao so mi');
      await page.getByRole('option', { name: new RegExp(`^${words.category}`) }).first().waitFor();
      expect(await page.getByRole('option', { name: /Áo sơ mi/ }).count()).toBeGreaterThan(1);
      await expectNoHorizontalOverflow(page);
      await box.press('Enter');

      // Results for the query, every one named 'Áo sơ mi…'.
      await page.waitForURL(/\/tim-kiem\?/);
      expect(searchOf(page).get('q')).toBe('ao so mi');
      await page.getByRole('heading', { level: 1, name: words.results }).waitFor();
      await page.waitForLoadState('networkidle');
      const names = await page.getByRole('list', { name: words.results }).getByRole('link').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names.slice(0, 10)) expect(name).toMatch(/Áo sơ mi/);
      await buyer.visit(page.url());
      await expectNoHorizontalOverflow(page);

      // Filter: shops in Vietnam only; the address says so and every card says so.
      await page.getByRole('button', { name: words.filters }).click();
      await page.getByRole('combobox', { name: words.country }).selectOption('VN');
      await page.getByRole('button', { name: words.apply }).click();
      await expect.poll(() => searchOf(page).get('country')).toBe('VN');
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalOverflow(page);

      // Sort: price from low to high, kept with the filter.
      await page.getByRole('combobox', { name: words.sort }).selectOption('price_asc');
      await expect.poll(() => searchOf(page).get('sort')).toBe('price_asc');
      expect(searchOf(page).get('country')).toBe('VN');
      await page.waitForLoadState('networkidle');
      // The list follows the address once its page has loaded: poll until it is in price order.
      const prices = () =>
        page
          .getByRole('list', { name: words.results })
          .evaluate((list) => [...list.querySelectorAll('[data-part="sale"]')].map((node) => Number((node.textContent ?? '').replace(/\D/g, ''))));
      await expect.poll(async () => {
        const shown = await prices();
        return shown.length > 1 && shown.every((price, index) => index === 0 || (shown[index - 1] ?? 0) <= price);
      }, { timeout: 10_000 }).toBe(true);
      const cards = page.getByRole('list', { name: words.results }).getByRole('listitem');
      expect(await cards.first().textContent()).toContain(words.vietnam);

      // The address alone restores the list (reload).
      await buyer.visit(page.url());
      expect(searchOf(page).get('sort')).toBe('price_asc');
      expect(await page.getByRole('button', { name: words.clearFilters }).count()).toBe(1);

      // A product from the results.
      const first = (await page.getByRole('list', { name: words.results }).getByRole('link').first().textContent()) ?? '';
      await page.getByRole('list', { name: words.results }).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: first.trim() }).waitFor();
      await buyer.visit(page.url());

      // The search is remembered on the device: the overlay offers it again.
      await page.getByRole('button', { name: words.trigger }).click();
      await page.getByRole('combobox', { name: words.trigger }).fill('');
      await page.getByRole('option', { name: 'ao so mi' }).waitFor();
      expect(await page.getByText(words.recent).count()).toBe(1);
    });
  });

  it('shows an empty state for a query nothing matches, with a way out', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'discover-search-empty', async () => {
      await buyer.visit('/');
      await buyer.visit('/tim-kiem?q=zzqxv%20khongco');
      await page.getByTestId('list-empty').waitFor();
      expect(await page.getByText(WORDS.vi.empty).count()).toBe(1);
      await expectNoHorizontalOverflow(page);
    });
  });

  it('opens the overlay by itself on /tim-kiem without a query', async () => {
    browser = await browserOpen('desktop');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'discover-search-overlay-default', async () => {
      await buyer.visit('/');
      await page.goto('/tim-kiem');
      await page.getByRole('dialog').waitFor();
      await page.getByRole('combobox', { name: WORDS.vi.trigger }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('combobox', { name: WORDS.vi.trigger }).evaluate((node) => node === document.activeElement)).toBe(true);
    });
  });
});
