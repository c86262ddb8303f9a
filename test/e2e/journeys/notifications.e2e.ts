import { afterEach, describe, expect, it } from 'vitest';
import { DEV_API_PATHS, NOTIFICATION_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { call, orderDeliver, orderPlace } from '../harness/order-setup';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

describe('notifications: the seller’s and carrier’s steps reach the buyer', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('from the phone’s bottom navigation to the delivered order, read on the server (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Lò Thị Thu');
    const { order } = await orderPlace(baseUrl, account.token);
    await orderDeliver(baseUrl, order);
    await signedIn(context, baseUrl, account);
    await withFailureScreenshot(page, 'notifications-vi', async () => {
      await page.goto('/');
      // A focused control is scrolled above the bottom bar, not under it (issue 31, WCAG 2.4.11).
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toMatch(/^5\d(\.\d+)?px$/);
      await page.getByRole('navigation', { name: 'Điều hướng dưới' }).getByRole('link', { name: 'Thông báo' }).tap();
      const list = page.getByRole('list', { name: 'Danh sách thông báo' });
      await list.waitFor();
      await page.getByText('3 chưa đọc').waitFor();
      await axeCheck(page);
      const delivered = list.getByRole('button', { name: /Giao hàng thành công/ });
      expect(await list.getByRole('button').count()).toBe(3);
      await delivered.tap();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/trang-ca-nhan/don-hang/${order._id}`);
      await expect.poll(async () => apiAs<number>(baseUrl, account, NOTIFICATION_API_PATHS.unreadCount)).toBe(2);
    });
  });

  it('arrives live while the page is open: a toast, with no reload (issue 25, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Vũ Minh Khôi');
    const { order } = await orderPlace(baseUrl, account.token);
    await signedIn(context, baseUrl, account);
    await withFailureScreenshot(page, 'notifications-live', async () => {
      // The page's socket: its namespace's connect answer ("40/chat,") means the server put it in the account's room.
      const joined = page
        .waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/socket.io/'), timeout: 20_000 })
        .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40/chat,'), timeout: 20_000 }));
      await page.goto('/');
      await joined;
      // The seller confirms elsewhere; the open page hears it through the socket.
      const { token } = await call<{ token: string }>(baseUrl, 'POST', DEV_API_PATHS.devShopToken, null, { shopId: order.shops[0]?.shop._id });
      await call(baseUrl, 'POST', SELLER_API_PATHS.sellerOrderConfirm(order._id), token, {});
      // The toast (radix also reads it out in a status line: the list item is the toast itself).
      const toast = page.getByRole('listitem').filter({ hasText: 'Đơn hàng đã được xác nhận' });
      await toast.waitFor({ timeout: 15_000 });
      expect(await toast.textContent()).toContain(`Người bán đã xác nhận đơn hàng ${order._id} và đang chuẩn bị hàng.`);
    });
  });
});
