import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, axeCheck, withFailureScreenshot, type OpenBrowser } from '../harness/browser';

/** The reference server answers get-ip-country from this cookie (server/README.md, MODAVI_COUNTRY_OVERRIDE). */
const COUNTRY_COOKIE = 'mdv_country';

describe('the region notice (spec sections 1 and 4)', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('shows a visitor from the US the notice once per session and switches to English (kr)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    await context.addCookies([{ name: COUNTRY_COOKIE, value: 'US', url: baseUrl }]);
    await withFailureScreenshot(page, 'auth-region', async () => {
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: 'Welcome to Modavi' });
      await notice.waitFor();
      await axeCheck(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await notice.getByRole('button', { name: 'Got it' }).click();
      await notice.waitFor({ state: 'detached' });
      // The header now offers the way back to Vietnamese.
      await page.getByRole('button', { name: 'Tiếng Việt' }).waitFor();
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });

  it('shows nothing to a visitor from Vietnam', async () => {
    browser = await browserOpen('desktop');
    const { page } = browser;
    await withFailureScreenshot(page, 'auth-region-vn', async () => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    });
  });
});
