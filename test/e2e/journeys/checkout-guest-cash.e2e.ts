import { afterEach, describe, expect, it, inject } from 'vitest';
import { PHONE_COUNTRY_VIETNAM, phoneFormat, DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, RESULTS_DIR, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { localeChoose } from '../harness/order-setup';
import { browserToken, cartPut, checkoutProductFind, guestAddressFill, orderIdsOf, outboxCode } from '../harness/checkout-probe';
import { phoneFresh } from '../harness/signed-in';
import { shopper } from '../harness/shopper';

const WORDS_OF = {
  vi: {
    selectAll: 'Chọn tất cả',
    buy: 'Mua hàng',
    address: { name: 'Họ tên người nhận', phone: 'Số điện thoại', city: 'Tỉnh/Thành phố', district: 'Quận/Huyện', ward: 'Phường/Xã', detail: 'Địa chỉ cụ thể (số nhà, tên đường)', use: 'Giao đến địa chỉ này' },
    shipping: 'Đơn vị vận chuyển',
    standardQuote: /Tiêu chuẩn: [\d.]+đ/,
    cash: 'Thanh toán khi nhận hàng',
    terms: 'Tôi đồng ý với Điều khoản mua hàng của Modavi',
    place: 'Đặt hàng',
    placed: 'Đặt hàng thành công',
    phone: 'Số điện thoại',
    sendCode: 'Gửi mã xác nhận',
    codeSent: 'Mã xác nhận đã được gửi đến ',
    code: 'Mã xác nhận',
    create: 'Tạo tài khoản',
    viewOrder: 'Xem đơn hàng',
  },
  kr: {
    selectAll: 'Select all',
    buy: 'Check out',
    address: { name: "Recipient's name", phone: 'Phone number', city: 'Province/City', district: 'District', ward: 'Ward', detail: 'Street address (number, street)', use: 'Deliver to this address' },
    shipping: 'Shipping company',
    standardQuote: /Standard: [\d.]+đ/,
    cash: 'Cash on delivery',
    terms: "I agree to Modavi's terms of purchase",
    place: 'Place order',
    placed: 'Order placed',
    phone: 'Phone number',
    sendCode: 'Send verification code',
    codeSent: 'A verification code was sent to ',
    code: 'Verification code',
    create: 'Create account',
    viewOrder: 'View order',
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS_OF; viewport: ViewportName; skip: number }> = [
  { locale: 'vi', viewport: 'phone', skip: 0 },
  { locale: 'kr', viewport: 'desktop', skip: 5 },
];

describe('a visitor checks out without an account, pays cash on delivery and makes an account from the order', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport, skip }) => {
    const WORDS = WORDS_OF[locale];
    const baseUrl = inject('baseUrl');
    const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', skip);
    browser = await browserOpen(viewport);
    const { page, context } = browser;
    const buyer = shopper(page);
    const phone = phoneFresh();
    await withFailureScreenshot(page, `checkout-guest-cash-${locale}-${viewport}`, async () => {
      await localeChoose(buyer, locale);
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

      await guestAddressFill(page, WORDS.address, { name: locale === 'vi' ? 'Trần Thị Khách' : 'Jung Ha-eun', phone });
      await page.getByTestId('checkout-address-written').waitFor();
      // Shipping is quoted once there is an address: the preview carries the fee now.
      await expect.poll(() => page.getByRole('combobox', { name: WORDS.shipping }).textContent()).toMatch(WORDS.standardQuote);
      await page.getByRole('radio', { name: WORDS.cash }).check();
      await page.getByRole('checkbox', { name: WORDS.terms }).click();
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-guest-form-${locale}-${viewport}.png`, fullPage: true });
      await page.getByRole('button', { name: WORDS.place, exact: true }).click();

      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+$/);
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      // The order-success-without-login dialog opens over the result (which is inert behind it).
      const dialog = page.getByRole('dialog', { name: WORDS.placed });
      await dialog.waitFor();
      expect(await page.getByTestId('checkout-result').getAttribute('data-kind')).toBe('placed');
      await buyer.expectText(orderId);
      await axeCheck(page);
      await page.screenshot({ path: `${RESULTS_DIR}/checkout-guest-success-${locale}-${viewport}.png`, fullPage: true });
      expect(await orderIdsOf(baseUrl, guest)).toEqual([orderId]);
      // Analytics' purchase event reached the reference server (sent in the background).
      await expect
        .poll(async () => {
          const response = await fetch(new URL(`${DEV_API_PATHS.devAnalyticsEvents}?object_id=${encodeURIComponent(orderId)}`, `${baseUrl}/`));
          return ((await response.json()) as { data: { name: string }[] }).data.map((event) => event.name);
        }, { timeout: 15_000 })
        .toContain('purchase');

      // Quick account creation from the name and phone typed for delivery (as the order keeps it, in the spec's format).
      expect(await dialog.getByLabel(WORDS.phone, { exact: true }).inputValue()).toBe(phoneFormat(phone, PHONE_COUNTRY_VIETNAM));
      await dialog.getByRole('button', { name: WORDS.sendCode }).click();
      const sent = (await dialog.getByText(WORDS.codeSent).textContent()) ?? '';
      const destination = sent.replace(WORDS.codeSent, '');
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
