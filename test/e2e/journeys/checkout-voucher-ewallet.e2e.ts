import { afterEach, describe, expect, it, inject } from 'vitest';
import * as z from 'zod/mini';
import { API_PATHS, CheckoutPreviewSchema, moneyFormat, VoucherOfferSchema } from '@modavi/core';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore, cartPut, checkoutProductFind } from '../harness/checkout-probe';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

describe('a buyer checks out with a voucher and pays with MoMo through the sandbox gateway', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('in kr (English wording) at desktop size', async () => {
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'MOMO', 1);
    const account = await accountCreate(baseUrl, 'Lê Văn Voucher');
    await addressStore(baseUrl, account.token);
    await cartPut(baseUrl, account.token, product, variant);
    const cart = await apiAs<{ valid: { items: { _id: string }[] }[] }>(baseUrl, account, API_PATHS.cartAll);
    const lineId = cart.valid[0]?.items[0]?._id ?? '';
    const offers = z.array(VoucherOfferSchema).parse(await apiAs(baseUrl, account, `${API_PATHS.vouchers}?cart_line_ids=${lineId}`));
    const voucher = offers.find((offer) => offer.applicable && !offer.voucher.shop_id && offer.amount > 0) ?? offers.find((offer) => offer.applicable);
    if (!voucher) throw new Error('no voucher applies to the journey product');

    browser = await browserOpen('desktop');
    const { page, context } = browser;
    const buyer = shopper(page);
    await signedIn(context, baseUrl, account);
    await withFailureScreenshot(page, 'checkout-voucher-ewallet-kr-desktop', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await buyer.visit('/gio-hang');
      await page.getByRole('button', { name: 'Check out', exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      // The address book's default address is chosen by itself.
      await expect.poll(() => page.getByRole('radio', { name: /Lê Văn Voucher|Nguyễn Thị Mai/ }).first().isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Choose vouchers' }).click();
      const sheet = page.getByRole('dialog', { name: 'Modavi and shop vouchers' });
      await sheet.waitFor();
      await axeCheck(page);
      // A voucher that does not apply says why.
      if (offers.some((offer) => !offer.applicable)) await expect.poll(() => sheet.getByTestId('voucher-offer-refusal').count()).toBeGreaterThan(0);
      await sheet.getByRole('button', { name: `Use ${voucher.voucher.code}`, exact: true }).click();
      await sheet.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('checkout-voucher-chosen').waitFor();
      await expect.poll(() => page.getByTestId('checkout-voucher-chosen').textContent()).toContain('off');

      await page.getByRole('radio', { name: 'MoMo e-wallet' }).check();
      await page.getByRole('checkbox', { name: "I agree to Modavi's terms of purchase" }).click();

      // The screen prints the server's totals, which are core's cartPayable over the same draft.
      const stored = await apiAs<{ _id: string }[]>(baseUrl, account, API_PATHS.addresses);
      const preview = CheckoutPreviewSchema.parse(
        await apiAs(baseUrl, account, API_PATHS.checkoutPreview, {
          method: 'POST',
          body: {
            shops: [{ shop_id: product.shop._id, items: [{ cart_line_id: lineId, product_id: product._id, variant_id: variant?._id ?? null, quantity: 1 }] }],
            address_id: stored[0]?._id,
            payment_method: 'MOMO',
            voucher_codes: [voucher.voucher.code],
            agreed_terms: true,
          },
        }),
      );
      expect(preview.issues).toEqual([]);
      await expect.poll(() => page.getByTestId('checkout-payable').textContent()).toBe(moneyFormat(preview.totals.payable));
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-voucher-form-kr-desktop.png`, fullPage: true });

      await page.getByRole('button', { name: 'Place order', exact: true }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      expect(await page.getByText(moneyFormat(preview.totals.payable)).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+\?payment=success$/);
      await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
      expect(await page.getByRole('button', { name: 'Pay again' }).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-paid-kr-desktop.png`, fullPage: true });
    });
  });
});
