import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type UserProfile } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

// An 8 x 8 PNG, so the browser really decodes and shows it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4qZ2HFTEMLQkAP6RcgULzPMEAAAAASUVORK5CYII=', 'base64');

describe('account: the profile picture', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('refuses a file that is not an image, uploads a photo, and the wall and header show it (vi)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Đinh Hồng Nhung');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-avatar', async () => {
      // Landing waits for the page itself, then checks accessibility (networkidle can come before the first render under load).
      await page.goto('/trang-ca-nhan');
      await page.getByRole('heading', { level: 2, name: 'Ảnh đại diện' }).waitFor();
      const header = page.getByRole('button', { name: 'Tài khoản của Đinh Hồng Nhung' });
      await header.waitFor();
      await axeCheck(page);
      expect(await header.locator('img').count()).toBe(0);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { modaviSamePage: true }));
      const picker = page.getByLabel('Chọn ảnh đại diện');
      await picker.setInputFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('không phải ảnh') });
      await page.getByRole('alert').filter({ hasText: 'Tệp hình ảnh không được hỗ trợ' }).waitFor();

      // An empty file cannot be read ('error reading file'); a failed upload says 'upload failed'.
      await picker.setInputFiles({ name: 'rong.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
      await page.getByRole('alert').filter({ hasText: 'Lỗi đọc tệp' }).waitFor();
      const uploadCall = (url: URL) => url.pathname.endsWith(`/${API_PATHS.imageUpload}`);
      await page.route(uploadCall, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error_code: 'FILE.UPLOAD_FAILED', message: 'disk full' }) }),
      );
      await picker.setInputFiles({ name: 'chan-dung.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('alert').filter({ hasText: 'Tải lên thất bại' }).waitFor();
      await page.unroute(uploadCall);

      await picker.setInputFiles({ name: 'chan-dung.png', mimeType: 'image/png', buffer: PNG });
      await buyer.expectText('Đã cập nhật ảnh đại diện');
      const me = await apiAs<UserProfile>(baseUrl, account, API_PATHS.me);
      expect(me.avatar).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
      const shown = page.locator(`img[src="${me.avatar}"]`).first();
      await shown.waitFor();
      // Drawn from a srcset candidate: an 8 px picture has no WebP copy at any width, so the
      // candidate answers with the stored PNG (its natural width is divided by the candidate's density).
      expect(await shown.evaluate((image: HTMLImageElement) => image.decode().then(() => true, () => false))).toBe(true);
      expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/uploads\/[0-9a-f]{24}-w320\.webp$/);
      // The header's account button wears it at once, without a reload.
      await header.locator(`img[src="${me.avatar}"]`).waitFor();
      expect(await page.evaluate(() => (window as { modaviSamePage?: boolean }).modaviSamePage)).toBe(true);
      await axeCheck(page);

      await buyer.visit('/tuong');
      await page.getByRole('heading', { level: 1, name: 'Đinh Hồng Nhung' }).waitFor();
      await page.locator(`img[src="${me.avatar}"]`).first().waitFor();
      // The header's account button wears the picture too, once the page starts with it.
      await page.getByRole('button', { name: 'Tài khoản của Đinh Hồng Nhung' }).locator(`img[src="${me.avatar}"]`).waitFor();
    });
  });

  it('removes the picture again, in English at phone size', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Mai Phương');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-avatar-kr', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await buyer.visit('/trang-ca-nhan');
      await page.getByLabel('Choose a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await buyer.expectText('Profile picture updated');
      await page.getByRole('button', { name: 'Remove profile picture' }).click();
      await buyer.expectText('Profile picture removed');
      await expect.poll(async () => (await apiAs<UserProfile>(baseUrl, account, API_PATHS.me)).avatar ?? null).toBeNull();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
