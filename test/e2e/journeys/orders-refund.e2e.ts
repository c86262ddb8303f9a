import { afterEach, describe, expect, it } from 'vitest';
import { axeCheck, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { localeChoose, orderJourneyOpen, PNG_1X1 } from '../harness/order-setup';

const WORDS = {
  vi: {
    open: 'Trả hàng/Hoàn tiền',
    reason: 'Lý do',
    details: 'Mô tả',
    images: 'Hình ảnh minh chứng',
    submit: 'Gửi yêu cầu',
    reasonRequired: 'Vui lòng chọn lý do trả hàng/hoàn tiền',
    notSupported: 'không được hỗ trợ',
    requested: 'Đã gửi yêu cầu',
    imageAlt: 'Ảnh 1',
    withdraw: 'Huỷ yêu cầu trả hàng',
    withdrawn: 'Người mua đã huỷ',
  },
  kr: {
    open: 'Return/Refund',
    reason: 'Reason',
    details: 'Description',
    images: 'Evidence photos',
    submit: 'Send request',
    reasonRequired: 'Please choose a reason for the return',
    notSupported: 'not supported',
    requested: 'Request sent',
    imageAlt: 'Image 1',
    withdraw: 'Withdraw the return request',
    withdrawn: 'Cancelled by you',
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS; viewport: ViewportName }> = [
  { locale: 'kr', viewport: 'desktop' },
  { locale: 'vi', viewport: 'phone' },
];

describe('a buyer asks to return a delivered order with a photo, then withdraws the request', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const opened = await orderJourneyOpen({ viewport, skip: locale === 'vi' ? 20 : 25, deliver: true });
    ({ browser } = opened);
    const { order, page, buyer } = opened;
    const words = WORDS[locale];
    await withFailureScreenshot(page, `orders-refund-${locale}-${viewport}`, async () => {
      await localeChoose(buyer, locale);
      await buyer.visit(`/trang-ca-nhan/don-hang/${order._id}`);
      await page.getByRole('button', { name: words.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: words.submit }).click();
      await buyer.expectText(words.reasonRequired);

      const select = dialog.getByLabel(words.reason);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
      await dialog.getByLabel(words.details).fill(locale === 'vi' ? 'Áo bị rách ở tay trái' : 'The left sleeve is torn');
      // A file that is not an image is refused before any upload ('image file not supported').
      await dialog.getByLabel(words.images).setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await buyer.expectText(new RegExp(words.notSupported, 'i'));
      await dialog.getByLabel(words.images).setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await dialog.getByRole('img', { name: words.imageAlt }).waitFor();
      await axeCheck(page);
      await dialog.getByRole('button', { name: words.submit }).click();

      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('refund');
      await buyer.expectText(words.requested);
      await page.getByRole('img', { name: words.imageAlt }).waitFor();
      expect(await page.getByRole('img', { name: words.imageAlt }).getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
      await axeCheck(page);

      await page.getByRole('button', { name: words.withdraw }).click();
      await buyer.expectText(words.withdrawn);
      await expect.poll(() => page.getByRole('button', { name: words.withdraw }).count()).toBe(0);
    });
  });
});

describe('a delivered order from a Korean shop cannot be returned', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  const NOTE = { vi: 'Đơn hàng quốc tế không hỗ trợ trả hàng', kr: 'International orders do not support returns' } as const;

  it.each<{ locale: keyof typeof WORDS; viewport: ViewportName }>([{ locale: 'kr', viewport: 'phone' }])(
    "order detail says 'international orders do not support returns' and offers no return, in $locale at $viewport size",
    async ({ locale, viewport }) => {
      const opened = await orderJourneyOpen({ viewport, skip: 0, deliver: true, international: true });
      ({ browser } = opened);
      const { order, product, page, buyer } = opened;
      expect(order.is_international).toBe(true);
      await withFailureScreenshot(page, `orders-international-${locale}-${viewport}`, async () => {
        await localeChoose(buyer, locale);
        await buyer.visit(`/trang-ca-nhan/don-hang/${order._id}`);
        await buyer.expectText(NOTE[locale]);
        expect(await page.getByRole('button', { name: WORDS[locale].open }).count()).toBe(0);
        await axeCheck(page);
        // The product page promised as much before the purchase, in the same words (core's rule and catalogue).
        await buyer.visit(`/san-pham/${product._id}`);
        await expect.poll(() => page.getByTestId('product-no-returns').textContent(), { timeout: 15_000 }).toBe(NOTE[locale]);
      });
    },
  );
});
