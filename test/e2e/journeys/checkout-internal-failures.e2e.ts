import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore, cartPut, checkoutProductFind, orderIdsOf } from '../harness/checkout-probe';
import { serverStart, type RunningServer } from '../harness/server-process';
import { shopper } from '../harness/shopper';
import { accountCreate, signedIn } from '../harness/signed-in';

/** The address book's default address is chosen by itself once the book has loaded; placing before that has no address. */
async function addressChosen(page: Page) {
  await expect.poll(() => page.getByRole('radio', { name: /Nguyễn Thị Mai/ }).first().isChecked(), { timeout: 15_000 }).toBe(true);
}

/** Ticks the terms and waits for the preview of the ticked form: the page has taken the change in before the order is placed. */
async function termsTick(page: Page, label: string) {
  const previewed = page.waitForResponse((response) => response.url().includes(API_PATHS.checkoutPreview));
  await page.getByRole('checkbox', { name: label }).click();
  await previewed;
}

/**
 * The two failures only a broken database produces, played by the server's fault switches
 * (README, Configuration): cash-on-delivery orders are thrown away after they are written, and
 * a second payment attempt is thrown away likewise. Other methods and first attempts work.
 */
describe('with a server whose writes fail (MODAVI_ORDER_WRITE_FAIL=CASH, MODAVI_PAYMENT_RETRY_FAIL=1)', () => {
  let failing: RunningServer;
  let browser: OpenBrowser | undefined;
  beforeAll(async () => {
    failing = await serverStart({ MODAVI_ORDER_WRITE_FAIL: 'CASH', MODAVI_PAYMENT_RETRY_FAIL: '1' });
  }, 120_000);
  afterAll(async () => {
    await failing?.stop();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  /** A signed-in buyer of this server with Hà Nội in the address book and one product (payable with `method`) in the cart. */
  async function buyerReady(method: 'CASH' | 'MOMO', name: string, viewport: 'desktop' | 'phone') {
    const baseUrl = failing.url;
    const { product, variant } = await checkoutProductFind(baseUrl, method);
    const account = await accountCreate(baseUrl, name);
    await addressStore(baseUrl, account.token);
    await cartPut(baseUrl, account.token, product, variant);
    browser = await browserOpen(viewport);
    await signedIn(browser.context, baseUrl, account);
    return { baseUrl, account, page: browser.page, buyer: shopper(browser.page) };
  }

  it("placing fails to be written: 'error creating the order' beside the button, nothing ordered (kr, desktop)", async () => {
    const { baseUrl, account, page, buyer } = await buyerReady('CASH', 'Choi Yu-na', 'desktop');
    await withFailureScreenshot(page, 'checkout-order-create-failed-kr-desktop', async () => {
      await buyer.visit(`${baseUrl}/`);
      await buyer.switchLanguage(/^English$/);
      await buyer.visit(`${baseUrl}/gio-hang`);
      await page.getByRole('button', { name: 'Check out', exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await addressChosen(page);
      await page.getByRole('radio', { name: 'Cash on delivery' }).check();
      await termsTick(page, "I agree to Modavi's terms of purchase");
      await page.getByRole('button', { name: 'Place order', exact: true }).click();

      const alert = page.getByTestId('checkout-error');
      await alert.waitFor();
      expect(await alert.getAttribute('data-code')).toBe('CHECKOUT.ORDER_CREATE_FAILED');
      expect(await alert.textContent()).toBe('Error creating the order');
      expect(new URL(page.url()).pathname).toBe('/thanh-toan');
      expect(await orderIdsOf(baseUrl, account.token)).toEqual([]);
      await axeCheck(page);
    });
  });

  it("paying again after a declined payment fails: 'error while purchasing' on the result page (vi, phone)", async () => {
    const { baseUrl, page, buyer } = await buyerReady('MOMO', 'Lương Văn Ví', 'phone');
    await withFailureScreenshot(page, 'checkout-purchase-failed-vi-phone', async () => {
      await buyer.visit(`${baseUrl}/gio-hang`);
      await page.getByRole('button', { name: 'Mua hàng', exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await addressChosen(page);
      await page.getByRole('radio', { name: 'Ví MoMo' }).check();
      await termsTick(page, 'Tôi đồng ý với Điều khoản mua hàng của Modavi');
      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();

      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: 'Từ chối giao dịch', exact: true }).click();
      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+\?payment=failed$/);
      await page.getByRole('button', { name: 'Thanh toán lại', exact: true }).click();

      const alert = page.getByTestId('checkout-error');
      await alert.waitFor();
      expect(await alert.getAttribute('data-code')).toBe('CHECKOUT.PURCHASE_FAILED');
      expect(await alert.textContent()).toBe('Có lỗi xảy ra trong quá trình mua hàng');
      // Still on the result page, still waiting for its money: the buyer can try again later.
      expect(new URL(page.url()).pathname).toMatch(/^\/thanh-toan\/ket-qua\//);
      expect(await page.getByRole('button', { name: 'Thanh toán lại', exact: true }).count()).toBe(1);
      await axeCheck(page);
    });
  });
});
