import { afterEach, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { addressStore, cartPut, checkoutProductFind, orderIdsOf } from '../harness/checkout-probe';
import { promotionBuyDown, promotionOfferFind } from '../harness/promotion-probe';
import { localeChoose } from '../harness/order-setup';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

/** The words of the form and section 8's messages as each locale shows them (core's catalogue). */
const WORDS = {
  vi: {
    checkout: 'Mua hàng',
    cash: 'Thanh toán khi nhận hàng',
    terms: 'Tôi đồng ý với Điều khoản mua hàng của Modavi',
    place: 'Đặt hàng',
    addressLoading: 'Đang tải địa chỉ nhận hàng',
    placed: 'Đặt hàng thành công',
    addressInvalid: 'Địa chỉ không hợp lệ, vui lòng chọn địa chỉ khác',
    stockExceeded: 'Đơn hàng vượt quá số lượng khuyến mãi còn lại, vui lòng điều chỉnh số lượng',
    userLimit: 'Số lượng mua vượt quá giới hạn khuyến mãi cho mỗi khách hàng',
  },
  kr: {
    checkout: 'Check out',
    cash: 'Cash on delivery',
    terms: "I agree to Modavi's terms of purchase",
    place: 'Place order',
    addressLoading: 'Loading your addresses',
    placed: 'Order placed',
    addressInvalid: 'Address not valid, please select another',
    stockExceeded: 'Order exceeds remaining promotion stock, adjust quantity',
    userLimit: 'Purchase exceeds per-user promotion limit',
  },
} as const;
type Locale = keyof typeof WORDS;

/** A signed-in buyer with Hà Nội in the address book, in the locale, on /thanh-toan with the cart's lines. */
async function toCheckout(page: Page, locale: Locale) {
  const buyer = shopper(page);
  await localeChoose(buyer, locale);
  await buyer.visit('/gio-hang');
  await page.getByRole('button', { name: WORDS[locale].checkout, exact: true }).click();
  await page.waitForURL(/\/thanh-toan$/);
  await page.getByTestId('checkout-line').first().waitFor();
  // The address book's default address is chosen by itself once the book has loaded.
  await expect.poll(() => page.getByRole('radio', { name: /Nguyễn Thị Mai/ }).first().isChecked(), { timeout: 15_000 }).toBe(true);
}

/** Cash on delivery, terms ticked: the form is ready to place. */
async function formComplete(page: Page, locale: Locale) {
  await page.getByRole('radio', { name: WORDS[locale].cash }).check();
  await page.getByRole('checkbox', { name: WORDS[locale].terms }).click();
}

const placeAnswer = async (page: Page) => {
  const alert = page.getByTestId('checkout-error');
  await alert.waitFor();
  return { code: await alert.getAttribute('data-code'), text: await alert.textContent() };
};

describe('what placing an order can answer, shown where the buyer fixes it', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each<{ locale: Locale; viewport: ViewportName }>([{ locale: 'vi', viewport: 'phone' }])(
    "the chosen address is deleted before placing: 'address not valid, select another' at the address ($locale, $viewport)",
    async ({ locale, viewport }) => {
      const baseUrl = inject('baseUrl');
      const words = WORDS[locale];
      const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', 6);
      const account = await accountCreate(baseUrl, 'Đinh Thị Hoa');
      await addressStore(baseUrl, account.token);
      await cartPut(baseUrl, account.token, product, variant);
      browser = await browserOpen(viewport);
      const { page } = browser;
      await signedIn(browser.context, baseUrl, account);
      await withFailureScreenshot(page, `checkout-address-invalid-${locale}-${viewport}`, async () => {
        await toCheckout(page, locale);
        await formComplete(page, locale);
        expect(await page.getByTestId('checkout-address-issue').count()).toBe(0);

        // The address is removed elsewhere (another tab, the app) while this form is open.
        const [stored] = await apiAs<{ _id: string }[]>(baseUrl, account, API_PATHS.addresses);
        await apiAs(baseUrl, account, API_PATHS.address(stored?._id ?? ''), { method: 'DELETE' });
        await page.getByRole('button', { name: words.place, exact: true }).click();

        expect(await placeAnswer(page)).toEqual({ code: 'CHECKOUT.ADDRESS_INVALID', text: words.addressInvalid });
        await expect.poll(() => page.getByTestId('checkout-address-issue').textContent(), { timeout: 15_000 }).toBe(words.addressInvalid);
        expect(new URL(page.url()).pathname).toBe('/thanh-toan');
        expect(await orderIdsOf(baseUrl, account.token)).toEqual([]);
        await axeCheck(page);
      });
    },
  );

  it.each<{ locale: Locale; viewport: ViewportName }>([{ locale: 'kr', viewport: 'desktop' }])(
    "others buy the sale's last units between preview and placing: 'exceeds remaining promotion stock' at the line ($locale, $viewport)",
    async ({ locale, viewport }) => {
      const baseUrl = inject('baseUrl');
      const words = WORDS[locale];
      // Two units of an item two units may be bought of in one order, with at least two left.
      const offer = await promotionOfferFind(baseUrl, 2, (found) => found.remaining >= 2 && (found.item.purchase_limit_per_order ?? 2) >= 2);
      const account = await accountCreate(baseUrl, 'Park Seo-yeon');
      await addressStore(baseUrl, account.token);
      await cartPut(baseUrl, account.token, offer.product, offer.variant, 2);
      browser = await browserOpen(viewport);
      const { page } = browser;
      await signedIn(browser.context, baseUrl, account);
      await withFailureScreenshot(page, `checkout-promotion-stock-${locale}-${viewport}`, async () => {
        await toCheckout(page, locale);
        await formComplete(page, locale);
        await expect.poll(() => page.getByTestId('checkout-payable').count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByTestId('checkout-line-issue').count()).toBe(0);

        await promotionBuyDown(baseUrl, offer, 1);
        await page.getByRole('button', { name: words.place, exact: true }).click();

        expect(await placeAnswer(page)).toEqual({ code: 'PROMOTION.STOCK_EXCEEDED', text: words.stockExceeded });
        await expect.poll(() => page.getByTestId('checkout-line-issue').textContent(), { timeout: 15_000 }).toBe(words.stockExceeded);
        expect(await orderIdsOf(baseUrl, account.token)).toEqual([]);
        await axeCheck(page);
      });
    },
  );

  it.each<{ locale: Locale; viewport: ViewportName }>([{ locale: 'vi', viewport: 'desktop' }])(
    "more units than one buyer may take on the sale: 'exceeds per-user promotion limit' at the line, placing refused ($locale, $viewport)",
    async ({ locale, viewport }) => {
      const baseUrl = inject('baseUrl');
      const words = WORDS[locale];
      const offer = await promotionOfferFind(baseUrl, 3, (found) => found.remaining >= 3 && (found.item.purchase_limit_per_order ?? Infinity) < 3);
      const account = await accountCreate(baseUrl, 'Vũ Minh Khang');
      await addressStore(baseUrl, account.token);
      await cartPut(baseUrl, account.token, offer.product, offer.variant, 3);
      browser = await browserOpen(viewport);
      const { page } = browser;
      await signedIn(browser.context, baseUrl, account);
      await withFailureScreenshot(page, `checkout-promotion-limit-${locale}-${viewport}`, async () => {
        await toCheckout(page, locale);
        // The preview knows at once: the line says so before anything is placed.
        await expect.poll(() => page.getByTestId('checkout-line-issue').textContent(), { timeout: 15_000 }).toBe(words.userLimit);
        await formComplete(page, locale);
        await page.getByRole('button', { name: words.place, exact: true }).click();
        expect(await placeAnswer(page)).toEqual({ code: 'PROMOTION.USER_LIMIT_EXCEEDED', text: words.userLimit });
        expect(await orderIdsOf(baseUrl, account.token)).toEqual([]);
        await axeCheck(page);
      });
    },
  );

  it.each<{ locale: Locale; viewport: ViewportName }>([{ locale: 'vi', viewport: 'phone' }])(
    'place-order pressed at once, while the address book is still on its way: the button waits, then the order goes to the default address ($locale, $viewport)',
    async ({ locale, viewport }) => {
      const baseUrl = inject('baseUrl');
      const words = WORDS[locale];
      const { product, variant } = await checkoutProductFind(baseUrl, 'CASH', 1);
      const account = await accountCreate(baseUrl, 'Trần Thị Nhanh');
      await addressStore(baseUrl, account.token);
      await cartPut(baseUrl, account.token, product, variant);
      browser = await browserOpen(viewport);
      const { page } = browser;
      await signedIn(browser.context, baseUrl, account);
      // The address book answers only when the test lets it: a slow network on opening checkout.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith(`/${API_PATHS.addresses}`),
        async (route) => {
          if (route.request().method() === 'GET') await held;
          await route.continue();
        },
      );
      await withFailureScreenshot(page, `checkout-place-at-once-${locale}-${viewport}`, async () => {
        const buyer = shopper(page);
        await localeChoose(buyer, locale);
        await buyer.visit('/gio-hang');
        await page.getByRole('button', { name: words.checkout, exact: true }).click();
        await page.waitForURL(/\/thanh-toan$/);
        await formComplete(page, locale);

        // No address yet: the button says so and is busy, it cannot send an order without one.
        const button = page.getByRole('button', { name: words.addressLoading, exact: true });
        expect(await button.getAttribute('aria-busy')).toBe('true');
        expect(await button.isDisabled()).toBe(true);
        // Pressed at once; the press lands as soon as the book has arrived, and places the order.
        const pressed = page.getByRole('button', { name: new RegExp(`^(${words.addressLoading}|${words.place})$`, 'u') }).click();
        release();
        await pressed;
        await page.getByRole('heading', { level: 1, name: words.placed }).waitFor({ timeout: 20_000 });
        const [placed] = await orderIdsOf(baseUrl, account.token);
        expect(placed).toBeDefined();
        const order = await apiAs<{ address?: { name?: string } | null }>(baseUrl, account, API_PATHS.order(placed ?? ''));
        expect(order.address?.name).toBe('Nguyễn Thị Mai');
      });
    },
  );
});
