import { afterEach, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { journeyProductFind } from '../harness/catalogue-probe';
import { shopper } from '../harness/shopper';
import { accountCreate, signedIn } from '../harness/signed-in';

const WORDS = {
  vi: { add: 'Thêm vào yêu thích', remove: 'Bỏ yêu thích', favourites: 'Sản phẩm yêu thích', addToCart: /^Thêm vào giỏ hàng$/, cartWithOne: /^Giỏ hàng, 1 sản phẩm$/ },
  kr: { add: 'Add to favourites', remove: 'Remove from favourites', favourites: 'Favourites', addToCart: /^Add to cart$/, cartWithOne: /^Cart, 1 item$/ },
} as const;

/** Events the server recorded about `objectId` (the development endpoint). */
async function recorded(objectId: string): Promise<string[]> {
  const response = await fetch(new URL(`${DEV_API_PATHS.devAnalyticsEvents}?object_id=${encodeURIComponent(objectId)}`, `${inject('baseUrl')}/`));
  const body = (await response.json()) as { data: { name: string }[] };
  return body.data.map((event) => event.name).sort();
}

const localeUse = (page: Page, locale: 'vi' | 'kr') => page.addInitScript((value) => localStorage.setItem('locale', value), locale);

describe('favourites and analytics', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each([{ locale: 'vi' as const, viewport: 'phone' as const }, { locale: 'kr' as const, viewport: 'desktop' as const }])(
    'a buyer hearts a product and finds it in /yeu-thich ($locale, $viewport)',
    async ({ locale, viewport }) => {
      const { product } = await journeyProductFind(inject('baseUrl'));
      browser = await browserOpen(viewport);
      const { page, context, baseUrl } = browser;
      const words = WORDS[locale];
      await withFailureScreenshot(page, `promos-favourites-${locale}-${viewport}`, async () => {
        const account = await accountCreate(baseUrl);
        await localeUse(page, locale);
        await page.goto('/');
        await signedIn(context, baseUrl, account);
        await page.goto(`/san-pham/${product._id}`);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        await page.getByRole('button', { name: words.add }).click();
        await expect.poll(() => page.getByRole('button', { name: words.remove }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
        await page.waitForLoadState('networkidle');
        await axeCheck(page);

        await page.goto('/yeu-thich');
        await page.getByRole('heading', { level: 1, name: words.favourites }).waitFor();
        await expect.poll(() => page.locator(`[data-favourite-product="${product._id}"]`).count(), { timeout: 10_000 }).toBe(1);
        expect(await page.getByRole('link', { name: product.name }).first().isVisible()).toBe(true);
        await page.waitForLoadState('networkidle');
        await axeCheck(page);
      });
    },
  );

  it('asks a visitor without an account to log in when they heart a product', async () => {
    const { product } = await journeyProductFind(inject('baseUrl'));
    browser = await browserOpen('desktop');
    const { page } = browser;
    await withFailureScreenshot(page, 'promos-favourites-prompt', async () => {
      await page.addInitScript(() => {
        const store = window as unknown as { __loginPrompts: unknown[] };
        store.__loginPrompts = [];
        window.addEventListener('modavi:login-prompt', (event) => store.__loginPrompts.push((event as CustomEvent).detail));
      });
      await page.goto('/');
      await page.goto(`/san-pham/${product._id}`);
      await page.getByRole('button', { name: WORDS.vi.add }).click();
      expect(await page.evaluate(() => (window as unknown as { __loginPrompts: unknown[] }).__loginPrompts)).toEqual([{ reasonKey: 'promosShared.loginReason' }]);
    });
  });

  it('records view item and add to cart on the server as a visitor browses (kr, phone)', async () => {
    const { product, variant } = await journeyProductFind(inject('baseUrl'));
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'promos-analytics', async () => {
      const before = await recorded(product._id);
      await localeUse(page, 'kr');
      await page.goto('/');
      await page.goto(`/san-pham/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      for (const option of variant.option_values) await buyer.chooseOption(option.name);
      await buyer.addToCart(WORDS.kr.addToCart);
      await buyer.expectCartBadge(WORDS.kr.cartWithOne);
      // The sink sends its batch within seconds of the first event, without the page waiting on it.
      const grew = (after: string[], name: string) => after.filter((n) => n === name).length > before.filter((n) => n === name).length;
      await expect.poll(async () => {
        const after = await recorded(product._id);
        return grew(after, 'view_item') && grew(after, 'add_to_cart');
      }, { timeout: 15_000 }).toBe(true);
    });
  });
});
