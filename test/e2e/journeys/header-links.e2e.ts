import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';

describe('the header leads to the vouchers and the favourites', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('at phone size in vi, with nothing wider than the screen', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'header-links-vi-phone', async () => {
      await buyer.visit('/');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('banner').getByRole('link', { name: 'Kho voucher' }).click();
      await page.waitForURL(/\/khuyen-mai$/);
      await page.getByRole('banner').getByRole('link', { name: 'Sản phẩm yêu thích' }).click();
      await page.waitForURL(/\/yeu-thich$/);
    });
  });

  it('at desktop size in kr', async () => {
    browser = await browserOpen('desktop');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'header-links-kr-desktop', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
      await page.waitForURL(/\/yeu-thich$/);
      await page.getByRole('banner').getByRole('link', { name: 'Vouchers' }).click();
      await page.waitForURL(/\/khuyen-mai$/);
    });
  });
});
