import { afterEach, describe, expect, it, inject } from 'vitest';
import * as z from 'zod/mini';
import { API_PATHS, CheckoutPreviewSchema, moneyFormat, VoucherOfferSchema } from '@modavi/core';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { localeChoose } from '../harness/order-setup';
import { addressStore, cartPut, checkoutProductFind } from '../harness/checkout-probe';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

const WORDS = {
  kr: {
    buy: 'Check out',
    title: 'Checkout',
    choose: 'Choose vouchers',
    sheet: 'Modavi and shop vouchers',
    use: 'Use',
    done: 'Done',
    off: 'off',
    momo: 'MoMo e-wallet',
    terms: "I agree to Modavi's terms of purchase",
    place: 'Place order',
    pay: 'Pay',
    paid: 'Payment successful',
    again: 'Pay again',
  },
  vi: {
    buy: 'Mua hàng',
    title: 'Thanh toán',
    choose: 'Chọn voucher',
    sheet: 'Voucher của Modavi và shop',
    use: 'Dùng',
    done: 'Xong',
    off: 'Giảm',
    momo: 'Ví MoMo',
    terms: 'Tôi đồng ý với Điều khoản mua hàng của Modavi',
    place: 'Đặt hàng',
    pay: 'Thanh toán',
    paid: 'Thanh toán thành công',
    again: 'Thanh toán lại',
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS; viewport: ViewportName; skip: number }> = [
  { locale: 'kr', viewport: 'desktop', skip: 1 },
  { locale: 'vi', viewport: 'phone', skip: 4 },
];

describe('a buyer checks out with a voucher and pays with MoMo through the sandbox gateway', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport, skip }) => {
    const words = WORDS[locale];
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'MOMO', skip);
    const account = await accountCreate(baseUrl, 'Lê Văn Voucher');
    await addressStore(baseUrl, account.token);
    await cartPut(baseUrl, account.token, product, variant);
    const cart = await apiAs<{ valid: { items: { _id: string }[] }[] }>(baseUrl, account, API_PATHS.cartAll);
    const lineId = cart.valid[0]?.items[0]?._id ?? '';
    const offers = z.array(VoucherOfferSchema).parse(await apiAs(baseUrl, account, `${API_PATHS.vouchers}?cart_line_ids=${lineId}`));
    const voucher = offers.find((offer) => offer.applicable && !offer.voucher.shop_id && offer.amount > 0) ?? offers.find((offer) => offer.applicable);
    if (!voucher) throw new Error('no voucher applies to the journey product');

    browser = await browserOpen(viewport);
    const { page, context } = browser;
    const buyer = shopper(page);
    await signedIn(context, baseUrl, account);
    await withFailureScreenshot(page, `checkout-voucher-ewallet-${locale}-${viewport}`, async () => {
      await localeChoose(buyer, locale);
      await buyer.visit('/gio-hang');
      await page.getByRole('button', { name: words.buy, exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      // The address book's default address is chosen by itself.
      await expect.poll(() => page.getByRole('radio', { name: /Lê Văn Voucher|Nguyễn Thị Mai/ }).first().isChecked()).toBe(true);

      await page.getByRole('button', { name: words.choose }).click();
      const sheet = page.getByRole('dialog', { name: words.sheet });
      await sheet.waitFor();
      await axeCheck(page);
      // A voucher that does not apply says why.
      if (offers.some((offer) => !offer.applicable)) await expect.poll(() => sheet.getByTestId('voucher-offer-refusal').count()).toBeGreaterThan(0);
      await sheet.getByRole('button', { name: `${words.use} ${voucher.voucher.code}`, exact: true }).click();
      await sheet.getByRole('button', { name: words.done }).click();
      await page.getByTestId('checkout-voucher-chosen').waitFor();
      await expect.poll(() => page.getByTestId('checkout-voucher-chosen').textContent()).toContain(words.off);

      await page.getByRole('radio', { name: words.momo }).check();
      await page.getByRole('checkbox', { name: words.terms }).click();

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
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-voucher-form-${locale}-${viewport}.png`, fullPage: true });

      await page.getByRole('button', { name: words.place, exact: true }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      expect(await page.getByText(moneyFormat(preview.totals.payable)).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: words.pay, exact: true }).click();

      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+\?payment=success$/);
      await page.getByRole('heading', { level: 1, name: words.paid }).waitFor();
      expect(await page.getByRole('button', { name: words.again }).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-paid-${locale}-${viewport}.png`, fullPage: true });
    });
  });
});
