import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { browserToken, cartPut, checkoutProductFind, guestAddressFill, orderIdsOf, outboxCode } from '../harness/checkout-probe';
import { phoneFresh } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

const WORDS = {
  selectAll: 'Chọn tất cả',
  buy: 'Mua hàng',
  address: { name: 'Họ tên người nhận', phone: 'Số điện thoại', city: 'Tỉnh/Thành phố', district: 'Quận/Huyện', ward: 'Phường/Xã', detail: 'Địa chỉ cụ thể (số nhà, tên đường)', use: 'Giao đến địa chỉ này' },
  cash: 'Thanh toán khi nhận hàng',
  terms: 'Tôi đồng ý với Điều khoản mua hàng của Modavi',
  place: 'Đặt hàng',
  placed: 'Đặt hàng thành công',
  sendCode: 'Gửi mã xác nhận',
  code: 'Mã xác nhận',
  create: 'Tạo tài khoản',
  viewOrder: 'Xem đơn hàng',
};

describe('a visitor checks out without an account, pays cash on delivery and makes an account from the order', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('in vi at phone size', async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'CASH');
    browser = await browserOpen('phone');
    const { page, context } = browser;
    const buyer = shopper(page);
    const phone = phoneFresh();
    await withFailureScreenshot(page, 'checkout-guest-cash-vi-phone', async () => {
      await buyer.visit('/');
      const guest = await browserToken(context, baseUrl);
      await cartPut(baseUrl, guest, product, variant);

      await buyer.visit('/gio-hang');
      // A new line is ticked; the buy button takes the ticked lines.
      expect(await page.getByRole('checkbox', { name: WORDS.selectAll, exact: true }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: WORDS.buy, exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await page.getByRole('heading', { level: 2, name: new RegExp(product.shop.name) }).waitFor();
      await buyer.expectText(product.name);
      await axeCheck(page);

      await guestAddressFill(page, WORDS.address, { name: 'Trần Thị Khách', phone });
      await page.getByTestId('checkout-address-written').waitFor();
      // Shipping is quoted once there is an address: the preview carries the fee now.
      await expect.poll(() => page.getByRole('combobox', { name: 'Đơn vị vận chuyển' }).textContent()).toMatch(/Tiêu chuẩn: [\d.]+đ/);
      await page.getByRole('radio', { name: WORDS.cash }).check();
      await page.getByRole('checkbox', { name: WORDS.terms }).click();
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-guest-form-vi-phone.png`, fullPage: true });
      await page.getByRole('button', { name: WORDS.place, exact: true }).click();

      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+$/);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // The order-success-without-login dialog opens over the result (which is inert behind it).
      const dialog = page.getByRole('dialog', { name: WORDS.placed });
      await dialog.waitFor();
      expect(await page.getByTestId('checkout-result').getAttribute('data-kind')).toBe('placed');
      await buyer.expectText(orderId);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-guest-success-vi-phone.png`, fullPage: true });
      expect(await orderIdsOf(baseUrl, guest)).toEqual([orderId]);
      // Analytics' purchase event reached the reference server (sent in the background).
      await expect
        .poll(async () => {
          const response = await fetch(new URL(`${API_PATHS.devAnalyticsEvents}?object_id=${encodeURIComponent(orderId)}`, `${baseUrl}/`));
          return ((await response.json()) as { data: { name: string }[] }).data.map((event) => event.name);
        }, { timeout: 15_000 })
        .toContain('purchase');

      // Quick account creation from the name and phone typed for delivery.
      expect(await dialog.getByLabel('Số điện thoại', { exact: true }).inputValue()).toBe(phone);
      await dialog.getByRole('button', { name: WORDS.sendCode }).click();
      const sent = (await dialog.getByText(/Mã xác nhận đã được gửi đến /).textContent()) ?? '';
      const destination = sent.replace('Mã xác nhận đã được gửi đến ', '');
      await dialog.getByLabel(WORDS.code, { exact: true }).fill(await outboxCode(baseUrl, destination));
      await dialog.getByRole('button', { name: WORDS.create }).click();

      // The page comes back logged in, and the order now belongs to the new account.
      await page.getByRole('link', { name: WORDS.viewOrder }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('dialog').count()).toBe(0);
      const account = await browserToken(context, baseUrl);
      expect(account).not.toBe(guest);
      expect(await orderIdsOf(baseUrl, account)).toEqual([orderId]);
      await axeCheck(page);
    });
  });
});
