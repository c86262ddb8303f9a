import { afterEach, describe, expect, it } from 'vitest';
import { axeCheck, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { localeChoose, orderJourneyOpen } from '../harness/order-setup';

const WORDS = {
  vi: {
    confirmReceipt: 'Đã nhận được hàng',
    delivered: 'Đã giao',
    write: (name: string) => `Đánh giá ${name}`,
    edit: (name: string) => `Sửa đánh giá ${name}`,
    stars: (count: number) => `${count} sao`,
    content: 'Nhận xét',
    submit: 'Gửi đánh giá',
    yours: (count: number) => `Bạn đã đánh giá ${count} sao`,
    tooLong: 'Nội dung đánh giá tối đa 150 ký tự',
    reviewsTitle: 'Đánh giá sản phẩm',
    shopLink: 'Xem tất cả đánh giá của shop',
    shopTitle: (shop: string) => `Đánh giá về ${shop}`,
  },
  kr: {
    confirmReceipt: 'I received the order',
    delivered: 'Delivered',
    write: (name: string) => `Review ${name}`,
    edit: (name: string) => `Edit your review of ${name}`,
    stars: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
    content: 'Your review',
    submit: 'Submit review',
    yours: (count: number) => `You rated it ${count} star${count === 1 ? '' : 's'}`,
    tooLong: 'Reviews can have up to 150 characters',
    reviewsTitle: 'Product reviews',
    shopLink: 'See all of the shop’s reviews',
    shopTitle: (shop: string) => `Feedback on ${shop}`,
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS; viewport: ViewportName }> = [
  { locale: 'vi', viewport: 'phone' },
  { locale: 'kr', viewport: 'desktop' },
];

describe('a buyer confirms receipt of a delivered order, reviews it and edits the review once', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const opened = await orderJourneyOpen({ viewport, skip: locale === 'vi' ? 10 : 15, deliver: true, name: locale === 'vi' ? 'Trần Minh Anh' : 'Lê Thu Hà' });
    ({ browser } = opened);
    const { order, product, page, buyer } = opened;
    const words = WORDS[locale];
    const text = locale === 'vi' ? 'Son lên màu chuẩn, giao nhanh' : 'True colour, fast delivery';
    await withFailureScreenshot(page, `orders-review-${locale}-${viewport}`, async () => {
      await localeChoose(buyer, locale);
      await buyer.visit(`/trang-ca-nhan/don-hang/${order._id}`);
      await page.getByRole('button', { name: words.confirmReceipt }).click();
      await expect.poll(() => page.getByText(words.delivered, { exact: true }).count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: words.write(product.name) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(words.stars(4), { exact: true }).click();
      await dialog.getByLabel(words.content).fill('x'.repeat(151));
      await dialog.getByRole('button', { name: words.submit }).click();
      await buyer.expectText(words.tooLong);
      await dialog.getByLabel(words.content).fill(text);
      await axeCheck(page);
      await dialog.getByRole('button', { name: words.submit }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await buyer.expectText(words.yours(4));

      // The one edit.
      await page.getByRole('button', { name: words.edit(product.name) }).click();
      await page.getByRole('dialog').getByText(words.stars(5), { exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.submit }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await buyer.expectText(words.yours(5));
      await expect.poll(() => page.getByRole('button', { name: words.edit(product.name) }).count()).toBe(0);
      await axeCheck(page);

      // On the product page and on the shop's feedback page.
      await buyer.visit(`/san-pham/${product._id}`);
      await page.getByRole('heading', { name: words.reviewsTitle }).waitFor();
      await buyer.expectText(text);
      await axeCheck(page);
      await page.getByRole('link', { name: words.shopLink }).click();
      await page.waitForURL(new RegExp(`/shop-feedback/${product.shop._id}`));
      await page.getByRole('heading', { level: 1, name: words.shopTitle(product.shop.name), exact: true }).waitFor();
      await buyer.expectText(text);
      await axeCheck(page);
    });
  });
});
