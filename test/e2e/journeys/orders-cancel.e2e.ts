import { afterEach, describe, expect, it } from 'vitest';
import { axeCheck, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { localeChoose, orderJourneyOpen } from '../harness/order-setup';

/** The words the journey reads, per locale, from the app's own locale files and core's error catalogue. */
const WORDS = {
  vi: {
    tabToConfirm: 'Chờ xác nhận',
    detail: 'Xem chi tiết',
    cancelOpen: 'Huỷ đơn hàng',
    reason: 'Lý do huỷ',
    submit: 'Xác nhận huỷ',
    reasonRequired: 'Vui lòng chọn lý do huỷ',
    cancelled: 'Đã huỷ',
    viewCancel: 'Xem chi tiết huỷ',
    byBuyer: 'Người mua',
  },
  kr: {
    tabToConfirm: 'To confirm',
    detail: 'View details',
    cancelOpen: 'Cancel order',
    reason: 'Cancel reason',
    submit: 'Confirm cancellation',
    reasonRequired: 'Please choose a reason to cancel',
    cancelled: 'Cancelled',
    viewCancel: 'View cancellation',
    byBuyer: 'Buyer',
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS; viewport: ViewportName }> = [
  { locale: 'vi', viewport: 'desktop' },
  { locale: 'kr', viewport: 'phone' },
];

describe('a buyer cancels an order with a reason', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const opened = await orderJourneyOpen({ viewport, skip: locale === 'vi' ? 0 : 5 });
    ({ browser } = opened);
    const { order, page, buyer } = opened;
    const words = WORDS[locale];
    await withFailureScreenshot(page, `orders-cancel-${locale}-${viewport}`, async () => {
      await localeChoose(buyer, locale);
      await buyer.visit('/trang-ca-nhan/don-hang');
      await page.getByRole('tab', { name: words.tabToConfirm }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('to_confirm');
      await page.getByRole('link', { name: words.detail }).first().click();
      await page.waitForURL(new RegExp(`/trang-ca-nhan/don-hang/${order._id}`));
      await page.waitForLoadState('networkidle');

      await page.getByRole('button', { name: words.cancelOpen }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: words.submit }).click();
      await buyer.expectText(words.reasonRequired);
      const select = dialog.getByLabel(words.reason);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      const reason = (await select.locator('option').nth(1).textContent()) ?? '';
      await select.selectOption({ index: 1 });
      await axeCheck(page);
      await dialog.getByRole('button', { name: words.submit }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => page.getByText(words.cancelled, { exact: true }).count()).toBeGreaterThan(0);

      await page.getByRole('link', { name: words.viewCancel }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('cancel');
      await buyer.expectText(reason);
      await buyer.expectText(words.byBuyer);
      await axeCheck(page);
    });
  });
});
