import { afterEach, describe, expect, it, inject } from 'vitest';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore, checkoutProductFind } from '../harness/checkout-probe';
import { accountCreate, signedIn } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

describe('an express checkout survives logging in on the way', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('buy now as a visitor, log in, and /thanh-toan?x=true&l=true goes on with the same item (vi, phone)', async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', 4);
    const account = await accountCreate(baseUrl, 'Võ Thị Nhanh');
    await addressStore(baseUrl, account.token);
    browser = await browserOpen('phone');
    const { page, context } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'checkout-express-login-vi-phone', async () => {
      await buyer.visit('/');
      await buyer.visit(`/san-pham/${product._id}`);
      for (const option of variant?.option_values ?? []) await buyer.chooseOption(option.name);
      await page.getByRole('button', { name: 'Mua ngay', exact: true }).click();
      await page.waitForURL(/\/thanh-toan-2\?x=true$/);
      await buyer.expectText(product.name);

      // The login lands where core's afterLoginDestination says for an express checkout.
      await signedIn(context, baseUrl, account);
      await buyer.visit('/thanh-toan?x=true&l=true');
      await page.getByRole('heading', { level: 1, name: 'Mua ngay' }).waitFor();
      await buyer.expectText(product.name);
      // Logged in now: the address book's default address is chosen, no guest form.
      await expect.poll(() => page.getByRole('radiogroup', { name: 'Địa chỉ nhận hàng' }).getByRole('radio').first().isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Giao đến địa chỉ này' }).count()).toBe(0);
      await axeCheck(page);

      // The plain checkout (no x flag) is the cart's, which this visitor never filled.
      await buyer.visit('/thanh-toan');
      await buyer.expectText('Vui lòng chọn sản phẩm để mua');
    });
  });
});
