import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_LOGIN, MODAL_FLAG_EVENT, STORAGE_KEYS, DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { outboxCode } from '../harness/auth-steps';

describe('account: deletion and walls', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('deletes a buyer account after confirmation: logged out like the logout button, the second tab too, the token refused (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Phạm Thu');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    // A second tab of the same browser, logged in on the cart.
    const other = await context.newPage();
    await withFailureScreenshot(page, 'account-deletion-vi', async () => {
      await other.goto('/gio-hang');
      await other.getByRole('button', { name: 'Tài khoản của Phạm Thu' }).waitFor();
      await page.goto('/trang-ca-nhan?tab=security');
      await page.getByRole('heading', { level: 2, name: 'Xoá tài khoản' }).waitFor();
      await axeCheck(page);
      // The spec's global account state on the device: the status from the server's profile.
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accountStatus)).toBe('not_registered');
      // An account made by phone code sets its first password; core's rule speaks first.
      await page.getByLabel('Mật khẩu mới', { exact: true }).fill('short');
      await page.getByLabel('Nhập lại mật khẩu mới').fill('short');
      await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
      await buyer.expectText('Mật khẩu phải có ít nhất 8 ký tự');
      await page.getByLabel('Mật khẩu mới', { exact: true }).fill('Áo-dài#2025');
      await page.getByLabel('Nhập lại mật khẩu mới').fill('Áo-dài#2025');
      await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
      await buyer.expectText('Đã đổi mật khẩu');
      await expect.poll(async () => (await apiAs<{ has_password?: boolean }>(baseUrl, account, API_PATHS.me)).has_password).toBe(true);
      // The tab knows at once: the next change asks for the password just set.
      await page.getByRole('heading', { level: 2, name: 'Đổi mật khẩu' }).waitFor();
      await page.getByLabel('Mật khẩu hiện tại').waitFor();
      // A buyer gets the confirm-and-delete dialog, not the seller's support message.
      expect(await page.getByText('bộ phận hỗ trợ xử lý việc xoá tài khoản').count()).toBe(0);
      // The spec's modal flag is every dialog's, not only the login's: set and broadcast on open, cleared on close.
      await page.evaluate((name) => {
        const heard: boolean[] = [];
        Object.assign(window, { modalFlagHeard: heard });
        window.addEventListener(name, (event) => heard.push((event as CustomEvent<{ open: boolean }>).detail.open));
      }, MODAL_FLAG_EVENT);
      const modalFlag = () =>
        page.evaluate((key) => ({ stored: sessionStorage.getItem(key), heard: (window as { modalFlagHeard?: boolean[] }).modalFlagHeard }), STORAGE_KEYS.hasOpenModal);
      const dialog = page.getByRole('dialog', { name: 'Xoá tài khoản vĩnh viễn?' });
      await page.getByRole('button', { name: 'Xoá tài khoản' }).click();
      await dialog.waitFor();
      expect(await modalFlag()).toEqual({ stored: 'true', heard: [true] });
      await dialog.getByRole('button', { name: 'Huỷ' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await modalFlag()).toEqual({ stored: null, heard: [true, false] });
      await page.getByRole('button', { name: 'Xoá tài khoản' }).click();
      await dialog.waitFor();
      expect(await modalFlag()).toEqual({ stored: 'true', heard: [true, false, true] });
      await axeCheck(page);
      expect(await dialog.getByRole('button', { name: 'Xoá vĩnh viễn' }).isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: 'Tôi hiểu tài khoản sẽ bị xoá vĩnh viễn' }).click();
      await dialog.getByRole('button', { name: 'Xoá vĩnh viễn' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
      await page.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
      // The logout path ran: cookie and local items gone, the logout timestamp written...
      expect((await context.cookies()).some((cookie) => cookie.name === COOKIE_LOGIN)).toBe(false);
      const stored = await page.evaluate(
        (keys) => keys.map((key) => localStorage.getItem(key)),
        [STORAGE_KEYS.profile, STORAGE_KEYS.accountStatus, STORAGE_KEYS.logoutAt],
      );
      expect(stored.slice(0, 2)).toEqual([null, null]);
      expect(Number(stored[2])).toBeGreaterThan(0);
      // ...which the second tab followed: it left the cart for home, logged out.
      await expect.poll(() => new URL(other.url()).pathname, { timeout: 15_000 }).toBe('/');
      await other.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
      expect(await other.getByRole('button', { name: 'Tài khoản của Phạm Thu' }).count()).toBe(0);
      await expect(apiAs(baseUrl, account, API_PATHS.me)).rejects.toThrow(/401 AUTH\.TOKEN_INVALID/);
      // The account pages now need a login again: the visitor is sent home.
      await page.goto('/trang-ca-nhan');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });
    // Two tabs and a whole deletion: longer than one page's journey.
  }, 150_000);

  it('a seller account sees the support message instead of the delete dialog (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Shop Thu Trang');
    // The development helper stands for an admin approving the account's shop.
    const granted = await fetch(new URL(DEV_API_PATHS.devSellerRole, `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: account.userId }),
    });
    expect(granted.status).toBe(200);
    await signedIn(context, baseUrl, account);
    const seller = shopper(page);
    await withFailureScreenshot(page, 'account-deletion-seller-vi', async () => {
      await page.goto('/trang-ca-nhan?tab=security');
      await page.getByRole('heading', { level: 2, name: 'Xoá tài khoản' }).waitFor();
      await axeCheck(page);
      await seller.expectText('Đây là tài khoản người bán: bộ phận hỗ trợ xử lý việc xoá tài khoản trong 15-20 ngày làm việc.');
      expect(await page.getByRole('button', { name: 'Xoá tài khoản' }).count()).toBe(0);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accountStatus)).toBe('approved');
      // The account is still there.
      expect((await apiAs<{ _id: string }>(baseUrl, account, API_PATHS.me))._id).toBe(account.userId);
    });
  });

  it("shows someone's public wall without private data, and one's own wall in full (kr, phone)", async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const other = await accountCreate(baseUrl, 'Nguyễn Văn An');
    // A new email is saved with the code sent to it.
    const sent = await apiAs<{ destination: string }>(baseUrl, other, API_PATHS.accountContactCode, {
      method: 'POST',
      body: { channel: 'email', destination: 'an.private@example.com' },
    });
    const emailCode = await outboxCode(baseUrl, sent.destination);
    await apiAs(baseUrl, other, API_PATHS.me, { method: 'PUT', body: { name: 'Nguyễn Văn An', email: 'an.private@example.com', email_code: emailCode } });
    const me = await accountCreate(baseUrl, 'Lê Hoa');
    await signedIn(context, baseUrl, me);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-wall-kr', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await buyer.visit(`/tuong/${other.userId}`);
      await page.getByRole('heading', { level: 1, name: 'N*****n' }).waitFor();
      await buyer.expectText('Followers');
      const text = (await page.textContent('main')) ?? '';
      expect(text).not.toContain('an.private@example.com');
      expect(text).not.toContain('Nguyễn Văn An');
      expect(text).not.toContain(other.phone.slice(-4));

      await buyer.visit('/tuong');
      await page.getByRole('heading', { level: 1, name: 'Lê Hoa' }).waitFor();
      await page.getByRole('link', { name: 'My orders' }).click();
      await page.getByRole('heading', { level: 2, name: 'Orders' }).waitFor();
      expect(new URL(page.url()).search).toBe('?order=1');
      // The orders feature's list, with its tabs, inside the wall.
      await page.getByRole('tablist', { name: 'Order status' }).waitFor();
      await buyer.expectText('No orders yet.');
      await axeCheck(page);
      await page.getByRole('link', { name: 'Edit profile' }).click();
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      await buyer.visit('/tuong/no-such-person');
      await page.getByRole('heading', { level: 1, name: 'This page could not be found.' }).waitFor();
    });
  });
});
