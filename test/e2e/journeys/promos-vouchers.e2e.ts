import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, signedIn } from '../harness/signed-in';

/** The words the journey reads, per locale, from the app's own locale files. */
const WORDS = {
  vi: { title: 'Khuyến mãi', save: 'Lưu voucher Miễn phí vận chuyển 30K', saved: 'Đã lưu', wallet: 'Ví voucher', usable: 'Dùng được khi thanh toán' },
  kr: { title: 'Vouchers', save: 'Save voucher Miễn phí vận chuyển 30K', saved: 'Saved', wallet: 'Voucher wallet', usable: 'Ready to use at checkout' },
} as const;

/** Records the login prompts the page asks for (the auth feature answers them; here we only check the ask). */
const promptsRecord = (page: Page) =>
  page.addInitScript(() => {
    const store = window as unknown as { __loginPrompts: unknown[] };
    store.__loginPrompts = [];
    window.addEventListener('modavi:login-prompt', (event) => store.__loginPrompts.push((event as CustomEvent).detail));
  });
const prompts = (page: Page) => page.evaluate(() => (window as unknown as { __loginPrompts: { reasonKey?: string }[] }).__loginPrompts);
const localeUse = (page: Page, locale: 'vi' | 'kr') => page.addInitScript((value) => localStorage.setItem('locale', value), locale);

describe('saving a voucher on /khuyen-mai', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each([{ locale: 'vi' as const, viewport: 'desktop' as const }, { locale: 'kr' as const, viewport: 'phone' as const }])(
    'asks a visitor without an account to log in ($locale, $viewport)',
    async ({ locale, viewport }) => {
      browser = await browserOpen(viewport);
      const { page } = browser;
      const words = WORDS[locale];
      await withFailureScreenshot(page, `promos-vouchers-prompt-${locale}-${viewport}`, async () => {
        await promptsRecord(page);
        await localeUse(page, locale);
        await page.goto('/');
        await page.goto('/khuyen-mai');
        await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
        await page.waitForLoadState('networkidle');
        await axeCheck(page);
        await page.getByRole('button', { name: words.save }).click();
        expect(await prompts(page)).toEqual([{ reasonKey: 'promos.vouchers.loginReason' }]);
        // Nothing was saved: the button still offers to save.
        expect(await page.getByRole('button', { name: words.save }).isEnabled()).toBe(true);
      });
    },
  );

  it.each([{ locale: 'kr' as const, viewport: 'phone' as const }, { locale: 'vi' as const, viewport: 'desktop' as const }])(
    'saves it for a signed-in buyer and shows it in the wallet ($locale, $viewport)',
    async ({ locale, viewport }) => {
      browser = await browserOpen(viewport);
      const { page, context, baseUrl } = browser;
      const words = WORDS[locale];
      await withFailureScreenshot(page, `promos-vouchers-save-${locale}-${viewport}`, async () => {
        const account = await accountCreate(baseUrl);
        await localeUse(page, locale);
        await page.goto('/');
        await signedIn(context, baseUrl, account);
        await page.goto('/khuyen-mai');
        await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
        await page.getByRole('button', { name: words.save }).click();
        const ticket = page.locator('[data-voucher-code="FREESHIP"]').first();
        await expect.poll(() => ticket.getByRole('button', { name: words.saved }).isDisabled(), { timeout: 10_000 }).toBe(true);

        await page.getByRole('tab', { name: words.wallet }).click();
        const saved = page.getByRole('tabpanel').locator('[data-voucher-code="FREESHIP"]');
        await expect.poll(() => saved.count(), { timeout: 10_000 }).toBe(1);
        expect(await saved.getByText(words.usable).isVisible()).toBe(true);
        await page.waitForLoadState('networkidle');
        await axeCheck(page);
      });
    },
  );
});
