import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_NO_LOGIN } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';

describe('the page guard and the not-found page', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('sends a visitor with no cookie from /gio-hang to / with a 302, and / gives a no-login cookie', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const first = await fetch(`${baseUrl}/gio-hang`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/');
    await withFailureScreenshot(page, 'guard-redirect', async () => {
      await page.goto('/gio-hang');
      expect(new URL(page.url()).pathname).toBe('/');
      const cookies = await context.cookies();
      expect(cookies.map((cookie) => cookie.name)).toContain(COOKIE_NO_LOGIN);
      await page.goto('/gio-hang');
      expect(new URL(page.url()).pathname).toBe('/gio-hang');
    });
  });

  it('pushes to / on the client when the cookies disappear mid-visit', async () => {
    browser = await browserOpen('phone');
    const { page, context } = browser;
    await withFailureScreenshot(page, 'guard-client', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: /Giỏ hàng/ }).waitFor();
      await context.clearCookies();
      await page.getByRole('link', { name: /Giỏ hàng/ }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });
  });

  it.each([
    ['vi', 'Không tìm thấy trang này.'],
    ['kr', 'This page could not be found.'],
  ] as const)('says the page could not be found in %s', async (locale, words) => {
    browser = await browserOpen('phone');
    const buyer = shopper(browser.page);
    await withFailureScreenshot(browser.page, `not-found-${locale}`, async () => {
      await buyer.visit('/');
      if (locale === 'kr') await buyer.switchLanguage(/^English$/);
      await buyer.visit('/trang-khong-ton-tai');
      expect(await browser!.page.getByRole('heading', { level: 1 }).textContent()).toBe(words);
    });
  });
});
