import { afterEach, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore, cartPut } from '../harness/checkout-probe';
import { checkoutFactsFind, type CheckoutFact } from '../harness/checkout-facts';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { API_PATHS, shopSellerInactive } from '@modavi/core';

/** Section 8's words as each locale shows them (core's catalogue). */
const WORDS = {
  vi: {
    checkout: 'Mua hàng',
    notSynchronized: 'Phương thức thanh toán giữa các shop không đồng bộ, vui lòng tách đơn hàng',
    notAppliedByShop: 'Phương thức thanh toán không được shop áp dụng',
    notAvailable: 'Phương thức thanh toán không khả dụng',
    shippingNotAvailable: 'Phương thức vận chuyển không khả dụng tại địa chỉ của bạn',
    sellerInactive: 'Một số người bán không hoạt động hơn 7 ngày, vui lòng liên hệ người bán',
  },
  kr: {
    checkout: 'Check out',
    shippingNotAvailable: 'Shipping method not available at your address',
    freeShipExpress: 'Not available with express shipping',
    appOnly: 'Buy on the app to use this voucher',
    conditionsNotMet: 'Voucher conditions not met',
  },
} as const;

/** A buyer with Hà Nội as the default address and these products in the cart, signed in in the browser. */
async function buyerWith(browser: OpenBrowser, baseUrl: string, name: string, facts: readonly CheckoutFact[]) {
  const account = await accountCreate(baseUrl, name);
  await addressStore(baseUrl, account.token);
  for (const fact of facts) await cartPut(baseUrl, account.token, fact.product, fact.variant);
  await signedIn(browser.context, baseUrl, account);
  return account;
}

async function toCheckout(page: Page, checkoutLabel: string) {
  const buyer = shopper(page);
  await buyer.visit('/gio-hang');
  await page.getByRole('button', { name: checkoutLabel, exact: true }).click();
  await page.waitForURL(/\/thanh-toan$/);
  await page.getByTestId('checkout-shop').first().waitFor();
}

/** The reason printed under a disabled payment method. */
const paymentRefusal = async (page: Page, method: string) => {
  const radio = page.locator(`#payment-${method}`);
  await expect.poll(() => radio.isDisabled(), { timeout: 15_000 }).toBe(true);
  return page.locator(`#payment-${method}-why`).textContent();
};

describe('section 8 messages where checkout shows them', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it("payment methods: 'not synchronized, split the order' across shops, 'not applied by shop' for one (vi, desktop)", async () => {
    const baseUrl = inject('baseUrl');
    const facts = await checkoutFactsFind(
      baseUrl,
      (found) =>
        found.some((fact) => fact.issues === 0 && fact.paymentMethods.includes('MOMO')) &&
        found.some((fact) => fact.issues === 0 && !fact.paymentMethods.includes('MOMO')) &&
        found.some((fact) => fact.product.shop.country === 'KR'),
    );
    const korean = facts.find((fact) => fact.product.shop.country === 'KR');
    const accepting = facts.find((fact) => fact.issues === 0 && fact.paymentMethods.includes('MOMO'));
    const refusing = facts.find((fact) => fact.issues === 0 && !fact.paymentMethods.includes('MOMO'));
    if (!accepting || !refusing || !korean) throw new Error('no shops for the payment refusals');

    browser = await browserOpen('desktop');
    const { page } = browser;
    await buyerWith(browser, baseUrl, 'Phan Thu Trang', [accepting, refusing]);
    await withFailureScreenshot(page, 'checkout-messages-payment', async () => {
      await toCheckout(page, WORDS.vi.checkout);
      expect(await paymentRefusal(page, 'MOMO')).toBe(WORDS.vi.notSynchronized);
      await axeCheck(page);
    });
    await browser.close();

    browser = await browserOpen('desktop');
    await buyerWith(browser, baseUrl, 'Phan Văn Đức', [refusing]);
    await withFailureScreenshot(browser.page, 'checkout-messages-payment-one-shop', async () => {
      await toCheckout(browser!.page, WORDS.vi.checkout);
      expect(await paymentRefusal(browser!.page, 'MOMO')).toBe(WORDS.vi.notAppliedByShop);
    });
    await browser.close();

    // An order from Korea is international: cash on delivery cannot pay it at all.
    browser = await browserOpen('desktop');
    await buyerWith(browser, baseUrl, 'Phan Thị Yến', [korean]);
    await withFailureScreenshot(browser.page, 'checkout-messages-payment-international', async () => {
      await toCheckout(browser!.page, WORDS.vi.checkout);
      expect(await paymentRefusal(browser!.page, 'CASH')).toBe(WORDS.vi.notAvailable);
    });
  });

  it("shipping and vouchers: express 'not available at your address', free shipping 'not with express', app-only voucher (kr, phone)", async () => {
    const baseUrl = inject('baseUrl');
    const facts = await checkoutFactsFind(
      baseUrl,
      (found) => found.some((fact) => fact.issues === 0 && !fact.expressAvailable) && found.some((fact) => fact.issues === 0 && fact.expressAvailable && fact.subtotal >= 300_000 && fact.subtotal < 1_000_000),
    );
    const far = facts.find((fact) => fact.issues === 0 && !fact.expressAvailable);
    const near = facts.find((fact) => fact.issues === 0 && fact.expressAvailable && fact.subtotal >= 300_000 && fact.subtotal < 1_000_000);
    if (!far || !near) throw new Error('no shops far from and near Hà Nội');

    browser = await browserOpen('phone');
    const { page } = browser;
    await buyerWith(browser, baseUrl, 'Kim Min-ji', [far]);
    await withFailureScreenshot(page, 'checkout-messages-shipping-kr', async () => {
      await shopper(page).visit('/');
      await shopper(page).switchLanguage(/^English$/);
      await toCheckout(page, WORDS.kr.checkout);
      const shipping = page.getByTestId('checkout-shop').first().getByLabel('Shipping');
      // The option itself says why, and choosing it anyway puts the message under the shop.
      await expect
        .poll(() => shipping.locator('option[value="express"]').textContent(), { timeout: 15_000 })
        .toBe(`Express: ${WORDS.kr.shippingNotAvailable}`);
      await shipping.selectOption('express');
      await expect.poll(() => page.getByTestId('checkout-shop-issue').first().textContent(), { timeout: 15_000 }).toBe(WORDS.kr.shippingNotAvailable);
    });
    await browser.close();

    browser = await browserOpen('phone');
    const second = browser.page;
    const saver = await buyerWith(browser, baseUrl, 'Lee Soo-ah', [near]);
    // A voucher saved on /khuyen-mai comes first among the Modavi vouchers, marked as saved.
    const listed = await apiAs<{ voucher: { _id: string; code: string } }[]>(baseUrl, saver, API_PATHS.vouchers);
    const cashBack = listed.find((offer) => offer.voucher.code === 'HOANXU5');
    if (!cashBack) throw new Error('HOANXU5 is not listed');
    await apiAs(baseUrl, saver, API_PATHS.voucherWalletSave(cashBack.voucher._id), { method: 'POST' });
    await withFailureScreenshot(second, 'checkout-messages-vouchers-kr', async () => {
      await shopper(second).visit('/');
      await shopper(second).switchLanguage(/^English$/);
      await toCheckout(second, WORDS.kr.checkout);
      await second.getByTestId('checkout-shop').first().getByLabel('Shipping').selectOption('express');
      await second.getByRole('button', { name: 'Choose vouchers' }).click();
      const sheet = second.getByRole('dialog', { name: 'Modavi and shop vouchers' });
      await sheet.waitFor();
      const platform = sheet.getByRole('region', { name: 'Modavi vouchers' });
      await expect.poll(() => platform.getByTestId('voucher-offer').first().getAttribute('data-code'), { timeout: 15_000 }).toBe('HOANXU5');
      expect(await platform.getByTestId('voucher-offer').first().getByTestId('voucher-offer-saved').textContent()).toBe('Saved in your voucher wallet');
      const refusalOf = (code: string) => sheet.locator(`[data-testid="voucher-offer"][data-code="${code}"]`).getByTestId('voucher-offer-refusal');
      expect(await refusalOf('APP50K').textContent()).toBe(WORDS.kr.appOnly);
      expect(await refusalOf('CHAO200K').textContent()).toBe(WORDS.kr.conditionsNotMet);
      // Free shipping is offered, but the order ships express: choosing it says why it does not apply.
      await sheet.getByRole('button', { name: 'Use FREESHIP', exact: true }).click();
      await sheet.getByRole('button', { name: 'Done', exact: true }).click();
      const chosen = second.locator('[data-testid="checkout-voucher-chosen"][data-code="FREESHIP"]');
      await expect.poll(() => chosen.getByTestId('checkout-voucher-refusal').textContent(), { timeout: 15_000 }).toBe(WORDS.kr.freeShipExpress);
      await axeCheck(second);
    });
  });

  it("warns that some sellers have been inactive more than 7 days, only under that seller's shop (vi, desktop)", async () => {
    const baseUrl = inject('baseUrl');
    const idle = (fact: CheckoutFact) => shopSellerInactive(fact.product.shop.last_active_at, Date.now());
    const facts = await checkoutFactsFind(baseUrl, (found) => found.some((fact) => fact.issues === 0 && idle(fact)) && found.some((fact) => fact.issues === 0 && !idle(fact)));
    const inactive = facts.find((fact) => fact.issues === 0 && idle(fact));
    const active = facts.find((fact) => fact.issues === 0 && !idle(fact));
    if (!inactive || !active) throw new Error('no inactive and active sellers in the feed');

    browser = await browserOpen('desktop');
    const { page } = browser;
    await buyerWith(browser, baseUrl, 'Hồ Thanh Vân', [inactive, active]);
    await withFailureScreenshot(page, 'checkout-messages-seller-inactive', async () => {
      await toCheckout(page, WORDS.vi.checkout);
      const warned = page.getByTestId('checkout-shop').filter({ hasText: inactive.product.shop.name });
      await expect.poll(() => warned.getByTestId('checkout-seller-inactive').textContent(), { timeout: 15_000 }).toBe(WORDS.vi.sellerInactive);
      expect(await page.getByTestId('checkout-seller-inactive').count()).toBe(1);
    });
  });
});
