import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS, type Category, type ProductPage, type TopSellerPage } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { DISCOVER_RUNS, api, expectNoHorizontalOverflow, localeUse } from './discover-steps';

const WORDS = {
  vi: {
    categories: 'Danh mục',
    seeAllCategories: 'Xem tất cả danh mục',
    shirts: 'Áo sơ mi',
    topSellers: 'Top người bán',
    seeRanking: 'Xem bảng xếp hạng',
    feed: 'Gợi ý hôm nay',
    trigger: 'Tìm sản phẩm, danh mục',
    verticals: 'Ngành hàng',
    fashion: 'Thời trang',
    beauty: 'Làm đẹp',
  },
  kr: {
    categories: 'Categories',
    seeAllCategories: 'See all categories',
    shirts: 'Shirts',
    topSellers: 'Top sellers',
    seeRanking: 'See the ranking',
    feed: "Today's picks",
    trigger: 'Search products, categories',
    verticals: 'Product lines',
    fashion: 'Fashion',
    beauty: 'Beauty',
  },
} as const;

describe('browsing: home sections, categories, a category, the top sellers', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(DISCOVER_RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const baseUrl = inject('baseUrl');
    const categories = await api<Category[]>(baseUrl, 'api/v1/public/categories');
    const shirts = categories.find((category) => category.name === 'Áo sơ mi');
    if (!shirts) throw new Error('no Áo sơ mi category');
    const ranking = await api<TopSellerPage>(baseUrl, 'api/v1/public/top-sellers?limit=3');
    browser = await browserOpen(viewport);
    const { page } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `discover-browse-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await localeUse(page, locale);

      // Home: the categories row scrolls inside itself; nothing widens the page, not even with
      // the search overlay open (a modal once widened a phone page to 1,363 px).
      await page.getByRole('heading', { level: 2, name: words.categories }).waitFor();
      expect(await page.getByRole('list', { name: words.categories }).getByRole('link').count()).toBe(categories.length);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', { name: words.trigger }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoHorizontalOverflow(page);
      await page.keyboard.press('Escape');

      // Top sellers on home come in as the buyer scrolls to them, ranked.
      await page.getByRole('heading', { level: 2, name: words.feed }).scrollIntoViewIfNeeded();
      await page.getByRole('heading', { level: 2, name: words.topSellers }).waitFor();
      await page.getByRole('list', { name: words.topSellers }).getByRole('link', { name: ranking.items[0]?.name ?? '', exact: true }).waitFor();
      await buyer.visit(page.url());

      // All categories, then one category's products.
      await page.getByRole('link', { name: words.seeAllCategories }).click();
      await page.getByRole('heading', { level: 1, name: words.categories }).waitFor();
      await buyer.visit(page.url());
      await expectNoHorizontalOverflow(page);
      await page.getByRole('link', { name: words.shirts, exact: true }).click();
      await page.waitForURL(new RegExp(`/nganh-hang/${shirts._id}`));
      await page.getByRole('heading', { level: 1, name: words.shirts }).waitFor();
      await buyer.visit(page.url());
      const names = await page.getByRole('list', { name: words.shirts }).getByRole('heading', { level: 2 }).allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/^Áo sơ mi/);
      await expectNoHorizontalOverflow(page);

      // Product lines (fashion and beauty).
      await buyer.visit('/nganh-hang');
      await page.getByRole('heading', { level: 1, name: words.verticals }).waitFor();
      await page.getByRole('heading', { level: 2, name: words.fashion }).waitFor();
      await page.getByRole('heading', { level: 2, name: words.beauty }).waitFor();

      // The top-seller ranking, then a shop from it.
      await buyer.visit('/top-seller');
      await page.getByRole('heading', { level: 1, name: words.topSellers }).waitFor();
      const first = ranking.items[0];
      if (!first) throw new Error('no top seller');
      expect(await page.getByTestId('top-seller').first().textContent()).toContain(first.name);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('link', { name: first.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
      expect(new URL(page.url()).searchParams.get('position')).toBe('TopSeller');
      await buyer.visit(page.url());
      await expectNoHorizontalOverflow(page);
    });
  });

  it('shares a product from its page: without Web Share the link is copied and a toast says so (kr, desktop)', async () => {
    const baseUrl = inject('baseUrl');
    const feed = await api<ProductPage>(baseUrl, `${API_PATHS.products}?limit=1`);
    const product = feed.items[0];
    if (!product) throw new Error('the feed has no product');
    browser = await browserOpen('desktop');
    const { page, context } = browser;
    const buyer = shopper(page);
    // A desktop browser without the share sheet: the button falls back to the clipboard.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await withFailureScreenshot(page, 'discover-share-kr-desktop', async () => {
      await buyer.visit('/');
      await localeUse(page, 'kr');
      await buyer.visit(`/san-pham/${product._id}`);
      await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
      const share = page.getByTestId('share-button');
      await expect.poll(() => share.textContent()).toBe('Share');
      await share.click();
      await page.locator('li').filter({ hasText: 'Product link copied' }).first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      expect(new URL(page.url()).pathname).toBe(`/san-pham/${product._id}`);
    });
  });

  it('loads more of the home feed as the buyer scrolls, without a click', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'discover-endless-feed', async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 2, name: WORDS.vi.feed }).waitFor();
      await buyer.visit('/');
      const cards = page.getByRole('list', { name: WORDS.vi.feed }).getByRole('listitem');
      const before = await cards.count();
      expect(before).toBe(20);
      for (let round = 0; round < 2; round += 1) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 20 * (round + 1));
      }
      await expectNoHorizontalOverflow(page);
    });
  });
});
