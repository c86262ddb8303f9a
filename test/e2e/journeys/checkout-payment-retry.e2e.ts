import { afterEach, describe, expect, it, inject } from 'vitest';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { checkoutProductFind, guestAddressFill } from '../harness/checkout-probe';
import { phoneFresh } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

const ADDRESS_WORDS = {
  name: 'Họ tên người nhận',
  phone: 'Số điện thoại',
  city: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
  detail: 'Địa chỉ cụ thể (số nhà, tên đường)',
  use: 'Giao đến địa chỉ này',
};

describe('buy now, the card payment is declined, and paying again succeeds', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('in vi at desktop size, through the express checkout (/thanh-toan-2)', async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'VNPAY', 2);
    browser = await browserOpen('desktop');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'checkout-payment-retry-vi-desktop', async () => {
      await buyer.visit('/');
      await buyer.visit(`/san-pham/${product._id}`);
      for (const option of variant?.option_values ?? []) await buyer.chooseOption(option.name);
      await page.getByRole('button', { name: 'Mua ngay', exact: true }).click();
      await page.waitForURL(/\/thanh-toan-2\?x=true$/);
      await page.getByRole('heading', { level: 1, name: 'Mua ngay' }).waitFor();
      await buyer.expectText(product.name);

      await guestAddressFill(page, ADDRESS_WORDS, { name: 'Phạm Văn Thẻ', phone: phoneFresh() });
      await page.getByTestId('checkout-address-written').waitFor();
      await page.getByRole('radio', { name: 'VNPAY', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản mua hàng của Modavi' }).click();
      await axeCheck(page);
      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();

      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: 'Từ chối giao dịch', exact: true }).click();
      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+\?payment=failed$/);
      await page.getByRole('heading', { level: 1, name: 'Thanh toán bị từ chối' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-declined-vi-desktop.png`, fullPage: true });

      await page.getByRole('button', { name: 'Thanh toán lại', exact: true }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+\?payment=success$/);
      // Paid as a guest: the order-success-without-login dialog opens over the result.
      await page.getByRole('dialog', { name: 'Đặt hàng thành công' }).waitFor();
      expect(await page.getByTestId('checkout-result').getAttribute('data-kind')).toBe('paid');
      await axeCheck(page);
    });
  });
});
