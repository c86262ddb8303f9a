import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NO_LOGIN } from '@modavi/core';
import { browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { journeyProductFind } from '../harness/catalogue-probe';
import { shopper } from '../harness/shopper';

describe('the page guard and the not-found page', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('sends a first visitor of a private page through / and back with a no-login cookie, and shows a shared product link at once', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const first = await fetch(`${baseUrl}/gio-hang`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/?next=%2Fgio-hang');
    const { product } = await journeyProductFind(baseUrl);
    await withFailureScreenshot(page, 'guard-redirect', async () => {
      await page.goto('/gio-hang');
      expect(new URL(page.url()).pathname).toBe('/gio-hang');
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain(COOKIE_NO_LOGIN);
      // A shared link in a new browser: the product itself, not the home page.
      await context.clearCookies();
      await page.goto(`/san-pham/${product._id}`);
      await pageDrawn(page);
      expect(new URL(page.url()).pathname).toBe(`/san-pham/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain(COOKIE_NO_LOGIN);
    });
  });

  it('on the client, pushes a visitor whose cookies disappeared mid-visit to the root, which gives it a no-login cookie', async () => {
    browser = await browserOpen('phone');
    const { page, context } = browser;
    await withFailureScreenshot(page, 'guard-client', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: /Giỏ hàng/ }).waitFor();
      await context.clearCookies();
      await page.getByRole('link', { name: /Giỏ hàng/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain(COOKIE_NO_LOGIN);
    });
  });

  it.each([
    ['vi', 'Không tìm thấy trang này.'],
    ['kr', 'This page could not be found.'],
  ] as const)('says the page could not be found in %s, answered with 404', async (locale, words) => {
    browser = await browserOpen('phone');
    const buyer = shopper(browser.page);
    await withFailureScreenshot(browser.page, `not-found-${locale}`, async () => {
      await buyer.visit('/');
      if (locale === 'kr') await buyer.switchLanguage(/^English$/);
      const answer = await browser!.page.goto('/trang-khong-ton-tai');
      expect(answer?.status()).toBe(404);
      await pageDrawn(browser!.page);
      expect(await browser!.page.getByRole('heading', { level: 1 }).textContent()).toBe(words);
    });
  });
});
