import { afterEach, describe, expect, it } from 'vitest';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';

describe('help centre: footer, guides, policies and the app landing', () => {
  const open: OpenBrowser[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.close()));
  });

  it('a buyer goes from the lazy footer to a guide and a policy, searches the guides, and finds the store links stuck to the bottom of /download on a phone', async () => {
    const phone = await browserOpen('phone');
    open.push(phone);
    const { page } = phone;
    await withFailureScreenshot(page, 'help-centre', async () => {
      await page.goto('/gio-hang');
      await pageDrawn(page);
      // The footer loads when scrolled near: its guide, policy and hotline links.
      await page.mouse.wheel(0, 4000);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Tổng đài 24/7: 1900 6035' }).waitFor();
      await footer.getByRole('link', { name: 'Trả hàng và hoàn tiền' }).click();
      await page.getByRole('heading', { level: 1, name: 'Trả hàng và hoàn tiền' }).waitFor();
      // The table of contents jumps to a heading; the text quotes core's numbers.
      await page.getByRole('navigation', { name: 'Nội dung chính' }).getByRole('link', { name: 'Hoàn tiền' }).click();
      await page.getByText('Hàng giả: hoàn 200%; hàng kém chất lượng: hoàn 100%.').waitFor();
      await axeCheck(page);

      await page.mouse.wheel(0, 6000);
      await footer.getByRole('link', { name: 'Bảng phí dịch vụ' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bảng phí dịch vụ' }).waitFor();
      await page.getByRole('cell', { name: '3% tổng doanh thu' }).waitFor();
      // Breadcrumbs lead to the index, whose search folds accents.
      await page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Trung tâm trợ giúp' }).click();
      await page.getByRole('searchbox', { name: 'Tìm trong hướng dẫn' }).fill('doi tra');
      await page.getByRole('link', { name: /Đổi trả sản phẩm/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Đổi trả sản phẩm' }).waitFor();
      await axeCheck(page);

      await page.goto('/download');
      await page.getByRole('heading', { level: 1, name: 'Tải ứng dụng Modavi' }).waitFor();
      const stores = page.getByRole('navigation', { name: 'Tải ứng dụng' });
      expect(await stores.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(APP_STORE_URL);
      expect(await stores.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(GOOGLE_PLAY_URL);
      // Stuck to the bottom of the phone's screen, before any scrolling.
      const box = await stores.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      expect(box && Math.round(box.y + box.height)).toBeGreaterThanOrEqual(height - 2);
      expect(box && box.y + box.height).toBeLessThanOrEqual(height + 1);
      await axeCheck(page);
    });
  });
});
