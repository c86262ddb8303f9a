import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_LOGIN, COOKIE_NO_LOGIN, STORAGE_KEYS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

describe('auth: a session that ends mid-visit', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('logs the page out at the next API call after the session was revoked elsewhere, and offers the login (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Vũ Ngọc Hân');
    await signedIn(context, baseUrl, account);
    await withFailureScreenshot(page, 'auth-expiry-vi', async () => {
      await page.goto('/trang-ca-nhan');
      await page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' }).waitFor();
      await page.getByRole('button', { name: 'Tài khoản của Vũ Ngọc Hân' }).waitFor();
      await axeCheck(page);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { modaviSamePage: true }));

      // Another client holding the same token logs out: the server revokes the session.
      await apiAs(baseUrl, account, API_PATHS.authLogout, { method: 'POST' });
      // Any call the page makes on its own (a poll, a refetch) may be refused first and open
      // the login over the form; the click is dispatched on the button so that the test does
      // not depend on which call comes first, and the outcome checked below is the same. The
      // open dialog hides the rest of the page from the accessibility tree, hence includeHidden.
      await page.getByRole('button', { name: 'Lưu hồ sơ', includeHidden: true }).dispatchEvent('click');

      // The refused call logs the page out where it stands and offers the login.
      const login = page.getByRole('dialog', { name: 'Đăng nhập' });
      await login.waitFor();
      await login.getByText('Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.').waitFor();
      await axeCheck(page);
      expect(await page.evaluate(() => (window as { modaviSamePage?: boolean }).modaviSamePage)).toBe(true);
      await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([COOKIE_NO_LOGIN]);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.profile)).toBeNull();
      await login.getByRole('button', { name: 'Đóng' }).first().click();
      await page.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Tài khoản của Vũ Ngọc Hân' }).count()).toBe(0);
    });
  });

  it('replaces a dead no-login cookie when a page is opened (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    await context.addCookies([{ name: COOKIE_NO_LOGIN, value: 'U2FsdGVkX1-dead-token', url: baseUrl }]);
    await withFailureScreenshot(page, 'auth-expiry-guest', async () => {
      await page.goto('/gio-hang');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/gio-hang');
      const cookies = await context.cookies();
      expect(cookies.some((cookie) => cookie.name === COOKIE_LOGIN)).toBe(false);
      const guest = cookies.find((cookie) => cookie.name === COOKIE_NO_LOGIN);
      expect(guest?.value).toBeTruthy();
      expect(guest?.value).not.toBe('U2FsdGVkX1-dead-token');
    });
  });
});
