import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { orderDeliver, orderPlace } from '../harness/order-setup';
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
});
