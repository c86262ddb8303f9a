import { afterEach, describe, expect, it } from 'vitest';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { homeFooterLink } from '../harness/home-footer';
import { PNG } from '../harness/seller-product-probe';

describe('social organisation feedback', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a visitor finds the form in the footer, sends it with an uploaded image, and sees it first in the list', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const email = `lienhe.${Date.now().toString(36)}@hoibvntd.vn`;
    await withFailureScreenshot(page, 'social-feedback', async () => {
      await page.goto('/');
      await pageDrawn(page);
      await (await homeFooterLink(page, 'Phản ánh của tổ chức xã hội')).click();
      await page.getByRole('heading', { level: 1, name: 'Phản ánh của tổ chức xã hội' }).waitFor();
      await page.getByRole('button', { name: 'Gửi phản ánh' }).click();
      await page.getByText('Vui lòng tải lên ít nhất một hình ảnh').waitFor();
      await axeCheck(page);
      await page.getByLabel('Tên tổ chức').fill('Hội Bảo vệ Người tiêu dùng Hà Nội');
      await page.getByLabel('Số quyết định thành lập').fill('123/QĐ-UBND');
      await page.getByLabel('Email liên hệ').fill(email);
      await page.getByLabel('Nội dung phản ánh').fill('Phát hiện mỹ phẩm không rõ nguồn gốc được bán trên sàn.');
      await page.getByLabel('Hình ảnh minh chứng').setInputFiles({ name: 'bang-chung.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: 'Ảnh 1' }).waitFor();
      await page.getByRole('button', { name: 'Gửi phản ánh' }).click();
      await page.getByRole('status').filter({ hasText: 'Đã gửi phản ánh' }).waitFor();
      await page.getByRole('link', { name: 'Xem danh sách phản ánh' }).click();
      const first = page.getByRole('main').getByRole('listitem').first();
      await first.getByText('Phản ánh của bạn').waitFor();
      expect(await first.textContent()).toContain(email);
      expect(await first.textContent()).toContain('Đã tiếp nhận');
      await axeCheck(page);
    });
  });
});
