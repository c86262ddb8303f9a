import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { sellerAccountCreate } from '../harness/seller-account';
import { accountCreate, adminLogin, signedIn } from '../harness/signed-in';

describe('the seller area and the admin console: their frames and guards', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('opens for an approved seller with its shop on top, and remembers a collapsed side bar (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const seller = await sellerAccountCreate(baseUrl, 'Hà Closet');
    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-frame-desktop', async () => {
      await page.goto('/ban-hang');
      // /ban-hang opens on the dashboard (the seller area's landing).
      await page.waitForURL('**/ban-hang/tong-quan');
      await page.getByText('Hà Closet', { exact: true }).waitFor();
      await pageDrawn(page);
      await axeCheck(page);
      const nav = page.getByRole('navigation', { name: 'Kênh người bán' });
      await nav.getByRole('link', { name: 'Bảng size' }).click();
      await page.waitForURL('**/ban-hang/quan-ly-size-chart');
      // The tab names the page and the workspace (issue 31, WCAG 2.4.2).
      await expect.poll(() => page.title()).toBe('Bảng size · Kênh người bán | Modavi');
      await nav.getByRole('button', { name: 'Thu gọn thanh bên' }).click();
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.expandSidebar)).toBe('false');
      await page.reload();
      await page.getByRole('navigation', { name: 'Kênh người bán' }).getByRole('button', { name: 'Mở rộng thanh bên' }).waitFor();
    });
  });

  it('leads a buyer without a shop to become a seller, and keeps a buyer out of the admin console (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Đỗ Minh');
    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, 'seller-frame-buyer', async () => {
      await page.goto('/ban-hang/quan-ly-danh-muc');
      await page.waitForURL('**/become-seller');
      await page.goto('/quan-tri');
      await page.getByRole('heading', { level: 1, name: 'Chỉ dành cho quản trị viên' }).waitFor();
      await axeCheck(page);
    });
  });

  it("shows the admin console's queues to the admin, from the phone menu (kr, phone)", async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    await signedIn(context, baseUrl, await adminLogin(baseUrl));
    await page.addInitScript(() => localStorage.setItem('locale', 'kr'));
    await withFailureScreenshot(page, 'admin-frame-phone', async () => {
      await page.goto('/quan-tri');
      await page.waitForURL('**/quan-tri/cua-hang');
      await pageDrawn(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Products to approve' }).click();
      await page.waitForURL('**/quan-tri/san-pham');
      await pageDrawn(page);
      await expect.poll(() => page.title()).toMatch(/^Products to approve · .+ \| Modavi$/);
      await axeCheck(page);
    });
  });
});
