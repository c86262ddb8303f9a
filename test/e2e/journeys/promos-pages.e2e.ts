import { afterEach, describe, expect, it, inject } from 'vitest';
import * as z from 'zod/mini';
import { BannerSchema, CollectionSchema, PromotionShowcaseSchema, moneyFormat } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';

async function payload<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await fetch(new URL(path, `${inject('baseUrl')}/`));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return schema.parse(((await response.json()) as { data: unknown }).data);
}

const RUNS: ReadonlyArray<{ locale: 'vi' | 'kr'; viewport: ViewportName }> = [
  { locale: 'vi', viewport: 'desktop' },
  { locale: 'kr', viewport: 'phone' },
];

const WORDS = {
  vi: { promotions: 'Ưu đãi', running: 'Đang diễn ra', endsIn: 'Kết thúc ngày', related: 'Sản phẩm trong sự kiện', viewAll: 'Xem cả bộ sưu tập' },
  kr: { promotions: 'Promotions', running: 'Running', endsIn: 'Ends on', related: 'Products in this event', viewAll: 'See the whole collection' },
} as const;

describe('promotion pages', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  const open = async (viewport: ViewportName, locale: 'vi' | 'kr') => {
    browser = await browserOpen(viewport);
    await browser.page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await browser.page.goto('/');
    return browser.page;
  };

  it.each(RUNS)('/uu-dai shows a running promotion with its prices after discount ($locale, $viewport)', async ({ locale, viewport }) => {
    const showcases = await payload('api/v1/public/promotions', z.array(PromotionShowcaseSchema));
    const running = showcases.find((showcase) => showcase.status === 'running');
    // An item of the whole product with promotion units left: its page prices it the same (issue 25).
    const line = running?.products.find((candidate) => candidate.remaining > 0 && !candidate.item.variant_id);
    if (!running || !line) throw new Error('the seed has no running promotion');
    const page = await open(viewport, locale);
    await withFailureScreenshot(page, `promos-uu-dai-${locale}-${viewport}`, async () => {
      await page.goto('/uu-dai');
      await page.getByRole('heading', { level: 1, name: WORDS[locale].promotions }).waitFor();
      const section = page.locator(`[data-promotion="${running.program._id}"]`);
      expect(await section.getByRole('heading', { level: 2, name: running.program.name }).isVisible()).toBe(true);
      expect(await section.getByText(WORDS[locale].running, { exact: true }).isVisible()).toBe(true);
      expect(await section.getByText(WORDS[locale].endsIn).isVisible()).toBe(true);
      const card = section.locator(`[data-promotion-product="${line.product._id}"]`);
      expect(await card.getByText(moneyFormat(line.price_after)).first().isVisible()).toBe(true);
      expect(await card.getByText(moneyFormat(line.item.price)).first().isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await axeCheck(page);

      // Issue 25: its product page (`?position=Promotion`) shows the same price, the full one struck, and the program.
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/san-pham\/.+position=Promotion/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const promotion = page.getByTestId('product-promotion');
      await promotion.waitFor();
      expect(await promotion.textContent()).toContain(running.program.name);
      expect(await page.locator('[data-part="sale"]').first().textContent()).toContain(moneyFormat(line.price_after));
      expect(await page.locator('s[data-part="original"]').first().textContent()).toContain(moneyFormat(line.item.price));
    });
  });

  it.each(RUNS)('/banner/{id} shows the cover, the title and the related products ($locale, $viewport)', async ({ locale, viewport }) => {
    const [banner] = await payload('api/v1/public/banners', z.array(BannerSchema));
    if (!banner) throw new Error('the seed has no banner showing');
    const page = await open(viewport, locale);
    await withFailureScreenshot(page, `promos-banner-${locale}-${viewport}`, async () => {
      await page.goto(`/banner/${banner._id}`);
      await page.getByRole('heading', { level: 1, name: banner.title }).waitFor();
      expect(await page.getByRole('img', { name: banner.title }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: WORDS[locale].related }).isVisible()).toBe(true);
      expect(await page.locator('[aria-labelledby="banner-products"] li').count()).toBe(banner.related_product_ids.length);
      await page.waitForLoadState('networkidle');
      await axeCheck(page);
    });
  });

  it.each(RUNS)('/bo-suu-tap/{id} lists the collection, /danh-sach/bo-suu-tap/{id}?shop_id= one shop of it ($locale, $viewport)', async ({ locale, viewport }) => {
    const [banner] = await payload('api/v1/public/banners', z.array(BannerSchema));
    const collectionId = banner?.related_url.split('/').pop() ?? '';
    const collection = await payload(`api/v1/public/collections/${collectionId}`, CollectionSchema);
    const shop = collection.products[0]?.shop;
    if (!shop) throw new Error('the collection has no products');
    const ofShop = collection.products.filter((product) => product.shop._id === shop._id);
    const page = await open(viewport, locale);
    await withFailureScreenshot(page, `promos-collection-${locale}-${viewport}`, async () => {
      await page.goto(`/bo-suu-tap/${collectionId}`);
      await page.getByRole('heading', { level: 1, name: collection.title }).waitFor();
      expect(await page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).count()).toBe(collection.products.length);
      await page.waitForLoadState('networkidle');
      await axeCheck(page);

      await page.goto(`/danh-sach/bo-suu-tap/${collectionId}?shop_id=${shop._id}`);
      await page.getByRole('heading', { level: 1, name: collection.title }).waitFor();
      expect(await page.getByText(shop.name).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).count()).toBe(ofShop.length);
      await page.getByRole('link', { name: WORDS[locale].viewAll }).click();
      await page.waitForURL(new RegExp(`/bo-suu-tap/${collectionId}$`));
      await page.waitForLoadState('networkidle');
      await axeCheck(page);
    });
  });
});
