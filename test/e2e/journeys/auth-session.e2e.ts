import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_LOGIN, COOKIE_NO_LOGIN, LOGOUT_RELOAD_PATHS, STORAGE_KEYS, STORAGE_KEYS_CLEARED_ON_LOGOUT } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { accountSteps } from '../harness/auth-steps';

describe('accounts: the session across pages and tabs', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('logs out from the menu: the tab goes home, the server revokes the token, local items are cleared, the other tab logs out too', async () => {
    browser = await browserOpen('desktop');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Hoàng Gia Huy');
    await signedIn(context, baseUrl, buyer);
    const other = await context.newPage();
    await withFailureScreenshot(page, 'auth-logout-tabs', async () => {
      // Not the home page itself: landing on / must be the logout's doing.
      await page.goto('/gio-hang');
      await other.goto('/tim-kiem?q=ao');
      const steps = accountSteps(page);
      await steps.expectLoggedIn('Tài khoản của Hoàng Gia Huy');
      await accountSteps(other).expectLoggedIn('Tài khoản của Hoàng Gia Huy');
      // Every item logout must clear holds something, so its absence afterwards means something.
      await page.evaluate((keys) => {
        for (const key of keys) if (localStorage.getItem(key) === null) localStorage.setItem(key, `planted-${key}`);
      }, [...STORAGE_KEYS_CLEARED_ON_LOGOUT]);
      const deviceId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId);
      expect(deviceId).toMatch(/^web-/);
      await page.getByRole('button', { name: 'Tài khoản của Hoàng Gia Huy' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      await steps.expectLoggedOut();
      // The other tab saw the logout timestamp: it leaves the search for home, logged out.
      await expect.poll(() => new URL(other.url()).pathname, { timeout: 15_000 }).toBe('/');
      await accountSteps(other).expectLoggedOut();
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(COOKIE_LOGIN);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.logoutAt)).toMatch(/^\d+$/);
      const left = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), [...STORAGE_KEYS_CLEARED_ON_LOGOUT]);
      expect(left).toEqual([]);
      // The device id describes the browser, not the person: it stays.
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId)).toBe(deviceId);
    });
    const me = await fetch(new URL(API_PATHS.me, `${baseUrl}/`), { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(me.status).toBe(401);
  });

  it('opens the account menu (profile, orders, change password, log out) and changes the password (kr, phone)', async () => {
    browser = await browserOpen('phone');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Bùi Thanh Tâm');
    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, 'auth-menu-password', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: /^English$/ }).click();
      const steps = accountSteps(page);
      await steps.expectLoggedIn("Bùi Thanh Tâm's account");
      await page.getByRole('button', { name: "Bùi Thanh Tâm's account" }).click();
      for (const item of ['Profile', 'My orders', 'Change password', 'Log out']) {
        await page.getByRole('menuitem', { name: item }).waitFor();
      }
      await steps.axe();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      await steps.dialog().getByRole('heading', { name: 'Change password' }).waitFor();
      // A phone-code account has no password yet: it sets its first one.
      await steps.fill(/^New password$/, 'Tam#2026pass');
      await steps.fill(/^Confirm new password$/, 'Tam#2026pass');
      await steps.press(/^Save password$/);
      await page.getByText('Password changed').first().waitFor();
    });
    const me = await fetch(new URL(API_PATHS.me, `${baseUrl}/`), { headers: { authorization: `Bearer ${buyer.token}` } });
    const body = (await me.json()) as { data: { has_password?: boolean } };
    expect(body.data.has_password).toBe(true);
  });

  // Both pages are real pages now (the awards event, issue 14); the rule is about the address, which stays.
  it.each([...LOGOUT_RELOAD_PATHS])('after logout on %s reloads there (with a new no-login token), as the after-logout rule says', async (path) => {
    browser = await browserOpen('desktop');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Trịnh Mỹ Linh');
    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, `auth-logout-${path.slice(1)}`, async () => {
      await page.goto(path);
      const steps = accountSteps(page);
      await steps.expectLoggedIn('Tài khoản của Trịnh Mỹ Linh');
      await steps.markDocument();
      await page.getByRole('button', { name: 'Tài khoản của Trịnh Mỹ Linh' }).click();
      // The header turns logged-out before the reload lands: wait for the new document itself.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await reloaded;
      await steps.expectLoggedOut();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await steps.documentWasReloaded()).toBe(true);
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).toContain(COOKIE_NO_LOGIN);
      expect(names).not.toContain(COOKIE_LOGIN);
    });
  });

  it('forgets a login the server revoked elsewhere: the page carries on as a guest', async () => {
    browser = await browserOpen('phone');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Mai Phương Thảo');
    await signedIn(context, baseUrl, buyer);
    await apiAs(baseUrl, buyer, API_PATHS.authLogout, { method: 'POST' });
    await withFailureScreenshot(page, 'auth-revoked', async () => {
      await page.goto('/');
      await accountSteps(page).expectLoggedOut();
      await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain(COOKIE_LOGIN);
    });
  });

  it('opens the change-password dialog when the account pages ask through their event', async () => {
    browser = await browserOpen('desktop');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Lý Quang Vinh');
    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, 'auth-change-password-event', async () => {
      await page.goto('/');
      await accountSteps(page).expectLoggedIn('Tài khoản của Lý Quang Vinh');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('modavi:change-password')));
      await page.getByRole('dialog', { name: 'Đổi mật khẩu' }).waitFor();
      await accountSteps(page).axe();
    });
  });

  it('guards the account page: no cookies is a 302 to / carrying it, and the client pushes a visitor without cookies to the root', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const first = await fetch(`${baseUrl}/trang-ca-nhan`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/?next=%2Ftrang-ca-nhan');
    await withFailureScreenshot(page, 'auth-guard', async () => {
      await page.goto('/');
      await accountSteps(page).expectLoggedOut();
      await context.clearCookies();
      await page.getByRole('link', { name: /Giỏ hàng/ }).click();
      // The spec's push on the client (issue 25): the root, not the cart with a new token behind its back.
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });
  });
});
