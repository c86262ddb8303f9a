import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';

/** The header's brand and its actions side by side, nothing under another, nothing off screen. */
async function headerFits(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const brand = await banner.getByRole('link', { name: 'Modavi' }).boundingBox();
  const nav = await banner.getByRole('navigation').first().boundingBox();
  expect(brand).not.toBeNull();
  expect(nav).not.toBeNull();
  // Beside each other, or (under 360 px) the actions on a row of their own under the brand.
  const beside = brand!.x + brand!.width <= nav!.x;
  const under = brand!.y + brand!.height <= nav!.y;
  expect(beside || under).toBe(true);
  expect(nav!.x + nav!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the header leads to the vouchers and the favourites', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('at phone size in vi and kr, with the brand clear of the actions and nothing wider than the screen', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'header-links-vi-phone', async () => {
      await buyer.visit('/');
      await headerFits(page);
      await page.getByRole('banner').getByRole('link', { name: 'Kho voucher' }).click();
      await page.waitForURL(/\/khuyen-mai$/);
      await page.getByRole('banner').getByRole('link', { name: 'Sản phẩm yêu thích' }).click();
      await page.waitForURL(/\/yeu-thich$/);
      // The longer language name ("Tiếng Việt") is what once pushed the actions over the brand.
      await buyer.switchLanguage(/^English$/);
      await page.getByRole('button', { name: /^Tiếng Việt$/ }).waitFor();
      await headerFits(page);
      // WCAG 1.4.10: at 320 px nothing overlaps and nothing scrolls sideways (the actions once
      // covered the logo; a long category tab once widened the awards page).
      await page.setViewportSize({ width: 320, height: 700 });
      await headerFits(page);
      await buyer.visit('/awards');
      await page.getByRole('tab').first().waitFor();
      await headerFits(page);
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
