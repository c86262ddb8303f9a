import { afterEach, describe, expect, it, inject } from 'vitest';
import { cartLineUnitPrice, moneyFormat } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { browserToken, cartOf, cartProductsFind, cartPut } from '../harness/checkout-probe';
import { shopper } from '../harness/shopper';

const WORDS = {
  vi: { open: 'Xem nhanh giỏ hàng', title: 'Giỏ hàng', list: 'Sản phẩm mới thêm vào giỏ', view: 'Xem giỏ hàng' },
  kr: { open: 'Cart preview', title: 'Cart', list: 'Latest items in your cart', view: 'View cart' },
} as const;

describe("the header's mini cart", () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  const journey = (locale: 'vi' | 'kr', viewport: ViewportName) => async () => {
    const baseUrl = inject('baseUrl');
    const words = WORDS[locale];
    const { shop, other } = await cartProductsFind(baseUrl, 1);
    browser = await browserOpen(viewport);
    const { page, context } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, `cart-mini-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      if (locale === 'kr') await buyer.switchLanguage(/^English$/);
      const token = await browserToken(context, baseUrl);
      for (const product of [shop[0]!, other]) await cartPut(baseUrl, token, product, product.pick);
      await buyer.visit('/');
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });

      // Opening it the first time loads its code, then lists the newest lines with picture and price.
      await page.getByRole('button', { name: words.open, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: words.title });
      await sheet.waitFor();
      expect(scripts.length).toBeGreaterThan(0);
      const lines = (await cartOf(baseUrl, token)).valid.flatMap((group) => group.items);
      const list = sheet.getByRole('list', { name: words.list });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(lines.length);
      for (const line of lines) {
        const item = list.getByRole('listitem').filter({ hasText: line.product.name });
        expect(await item.textContent()).toContain(moneyFormat(cartLineUnitPrice(line)));
        expect(await item.locator('img').getAttribute('src')).toBe(line.product.images[0]);
      }
      await axeCheck(page);

      await sheet.getByRole('link', { name: words.view }).click();
      await page.waitForURL(/\/gio-hang$/);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await buyer.expectText(other.name);
    });
  };

  it('lists the latest lines and leads to /gio-hang (vi, phone)', journey('vi', 'phone'));
  it('lists the latest lines and leads to /gio-hang (kr, desktop)', journey('kr', 'desktop'));
});
