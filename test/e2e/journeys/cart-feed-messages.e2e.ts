import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { browserToken, cartPut, checkoutProductFind } from '../harness/checkout-probe';
import { shopper } from '../harness/shopper';

describe("section 8: 'product list load failure' and 'item deleted'", () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a feed page that fails to load says so and loads on the retry, without asking again by itself (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'feed-load-failure', async () => {
      // The page's timers run on a clock the test can move (time still flows as usual).
      await page.clock.install();
      await buyer.visit('/');
      let refused = 0;
      const feedPage2 = (url: URL) => url.pathname.endsWith(`/${API_PATHS.products}`) && url.searchParams.get('page') === '2';
      await page.route(feedPage2, (route) => {
        refused += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error_code: 'SERVER.NOT_READY', message: 'down' }) });
      });
      const cards = () => page.getByTestId('feed-more').locator('xpath=preceding-sibling::*[1]').getByRole('link').count();
      const before = await cards();
      await page.getByTestId('feed-more').getByRole('button', { name: 'Xem thêm' }).click();
      await expect.poll(() => page.getByTestId('feed-error').textContent(), { timeout: 15_000 }).toBe('Không tải được danh sách sản phẩm');
      await axeCheck(page);
      // Failed once (plus the query's one retry), then it waits: no loop of requests. A minute
      // of the page's timers runs at once; a request any of them made goes out before the
      // page's own later one has come back.
      const afterFailure = refused;
      await page.clock.runFor(60_000);
      const productsPath = `/${API_PATHS.products}?limit=1`;
      expect(await page.evaluate((path) => fetch(path).then((response) => response.status), productsPath)).toBe(200);
      expect(refused).toBe(afterFailure);

      await page.unroute(feedPage2);
      await page.getByTestId('feed-more').getByRole('button', { name: 'Xem thêm' }).click();
      await expect.poll(() => page.getByTestId('feed-error').count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(cards, { timeout: 15_000 }).toBeGreaterThan(before);
    });
  });

  it("deleting a cart line says 'Item deleted' (kr, phone)", async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', 5);
    browser = await browserOpen('phone');
    const { page, context } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'cart-item-deleted-kr', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await cartPut(baseUrl, await browserToken(context, baseUrl), product, variant);
      await buyer.visit('/gio-hang');
      await page.getByRole('button', { name: `Delete ${product.name}` }).click();
      await buyer.expectText('Item deleted');
      await buyer.expectText('Your cart is empty');
    });
  });
});
