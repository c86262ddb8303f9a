import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { browserToken, cartPut, checkoutProductFind, guestAddressFill, orderIdsOf } from '../harness/checkout-probe';
import { serverStart, type RunningServer } from '../harness/server-process';
import { phoneFresh } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

const ADDRESS_WORDS = {
  vi: {
    name: 'Họ tên người nhận',
    phone: 'Số điện thoại',
    city: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    detail: 'Địa chỉ cụ thể (số nhà, tên đường)',
    use: 'Giao đến địa chỉ này',
  },
  kr: {
    name: "Recipient's name",
    phone: 'Phone number',
    city: 'Province/City',
    district: 'District',
    ward: 'Ward',
    detail: 'Street address (number, street)',
    use: 'Deliver to this address',
  },
} as const;

describe('checkout refusals the buyer sees where they belong', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('terms not agreed: kr at phone size, nothing is ordered until the box is ticked', async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', 3);
    browser = await browserOpen('phone');
    const { page, context } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'checkout-terms-kr-phone', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      const guest = await browserToken(context, baseUrl);
      await cartPut(baseUrl, guest, product, variant);
      await buyer.visit('/gio-hang');
      await page.getByRole('button', { name: 'Check out', exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await guestAddressFill(page, ADDRESS_WORDS.kr, { name: 'Kim Ji-woo', phone: phoneFresh() });
      await page.getByTestId('checkout-address-written').waitFor();
      await page.getByRole('radio', { name: 'Cash on delivery' }).check();

      await page.getByRole('button', { name: 'Place order', exact: true }).click();
      await expect.poll(() => page.getByTestId('checkout-terms-issue').textContent()).toBe('Please agree to the terms before placing the order');
      expect(new URL(page.url()).pathname).toBe('/thanh-toan');
      expect(await orderIdsOf(baseUrl, guest)).toEqual([]);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-terms-kr-phone.png`, fullPage: true });

      await page.getByRole('checkbox', { name: "I agree to Modavi's terms of purchase" }).click();
      await expect.poll(() => page.getByTestId('checkout-terms-issue').count()).toBe(0);
      await page.getByRole('button', { name: 'Place order', exact: true }).click();
      await page.getByRole('dialog', { name: 'Order placed' }).waitFor();
      expect(await orderIdsOf(baseUrl, guest)).toHaveLength(1);
    });
  });

  describe('with a payment gateway that gives no links (MODAVI_PAYMENT_GATEWAY_FAIL=1)', () => {
    let failing: RunningServer;
    beforeAll(async () => {
      failing = await serverStart({ MODAVI_PAYMENT_GATEWAY_FAIL: '1' });
    }, 120_000);
    afterAll(async () => {
      await failing?.stop();
    });

    it("says 'cannot get payment link' beside the place-order button, in vi at desktop size, and places nothing", async () => {
      const baseUrl = failing.url;
      const { product, variant } = await checkoutProductFind(baseUrl, 'MOMO');
      browser = await browserOpen('desktop');
      const { page, context } = browser;
      await withFailureScreenshot(page, 'checkout-gateway-fail-vi-desktop', async () => {
        // A fresh profile that only ever talks to this server (cookies are per host, not per port).
        await page.goto(`${baseUrl}/`);
        const guest = await browserToken(context, baseUrl);
        await cartPut(baseUrl, guest, product, variant);
        await page.goto(`${baseUrl}/gio-hang`);
        await page.getByRole('button', { name: 'Mua hàng', exact: true }).click();
        await page.waitForURL(/\/thanh-toan$/);
        await guestAddressFill(page, ADDRESS_WORDS.vi, { name: 'Đỗ Thị Ví', phone: phoneFresh() });
        await page.getByTestId('checkout-address-written').waitFor();
        await page.getByRole('radio', { name: 'Ví MoMo' }).check();
        await page.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản mua hàng của Modavi' }).click();
        await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();

        const alert = page.getByTestId('checkout-error');
        await alert.waitFor();
        expect(await alert.getAttribute('data-code')).toBe('CHECKOUT.PAYMENT_LINK_FAILED');
        expect(await alert.textContent()).toBe('Không thể lấy liên kết thanh toán');
        expect(await page.getByRole('alert').filter({ hasText: 'Không thể lấy liên kết thanh toán' }).count()).toBe(1);
        expect(new URL(page.url()).pathname).toBe('/thanh-toan');
        // The order was rolled back whole: none exists and the cart line is still there.
        expect(await orderIdsOf(baseUrl, guest)).toEqual([]);
        await page.goto(`${baseUrl}/gio-hang`);
        await page.getByText(product.name).first().waitFor();
        await axeCheck(page);
      });
    });
  });
});
