import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { checkoutProductFind } from '../harness/checkout-probe';
import { shopper } from '../harness/shopper';

describe("a page whose data fails shows the spec's generic 'try again in a few minutes'", () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('and its retry loads the page once the server answers again (vi, phone)', async () => {
    const baseUrl = inject('baseUrl');
    const { product } = await checkoutProductFind(baseUrl, 'CASH', 7);
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'route-error-retry', async () => {
      // The product opened from search results: the browser loads its data (a first visit to its
      // address would get the page rendered by the server, issue 17).
      await buyer.visit(`/tim-kiem?q=${encodeURIComponent(product.name)}`);
      const productCall = (url: URL) => url.pathname.endsWith(`/${API_PATHS.product(product._id)}`);
      await page.route(productCall, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error_code: 'SERVER.INTERNAL', message: 'down' }) }),
      );
      await page.locator(`main a[href^="/san-pham/${product._id}"]`).first().click();
      await page.getByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra, vui lòng thử lại sau ít phút' }).waitFor();
      await axeCheck(page);
      await page.unroute(productCall);
      await page.getByRole('button', { name: 'Thử lại' }).click();
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra, vui lòng thử lại sau ít phút' }).count()).toBe(0);
    });
  });
});
