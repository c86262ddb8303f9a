import { afterEach, describe, expect, it, inject } from 'vitest';
import { browserOpen, withFailureScreenshot, type OpenBrowser, type ViewportName } from '../harness/browser';
import { journeyProductFind } from '../harness/catalogue-probe';
import { shopper } from '../harness/shopper';

/** The words the journey reads, per locale, from the app's own locale files. */
const WORDS = {
  vi: {
    addToCart: /^Thêm vào giỏ hàng$/,
    cartWithOne: /^Giỏ hàng, 1 sản phẩm$/,
    cartTitle: 'Giỏ hàng',
    total: 'Tổng thanh toán',
    switchTo: /^English$/,
  },
  kr: {
    addToCart: /^Add to cart$/,
    cartWithOne: /^Cart, 1 item$/,
    cartTitle: 'Cart',
    total: 'Total payment',
    switchTo: /^Tiếng Việt$/,
  },
} as const;

const RUNS: ReadonlyArray<{ locale: keyof typeof WORDS; viewport: ViewportName }> = [
  { locale: 'vi', viewport: 'desktop' },
  { locale: 'vi', viewport: 'phone' },
  { locale: 'kr', viewport: 'desktop' },
  { locale: 'kr', viewport: 'phone' },
];

describe('a buyer finds a product, picks a colour and a size, and sees it in the cart', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const { product, variant, price } = await journeyProductFind(inject('baseUrl'));
    browser = await browserOpen(viewport);
    const { page } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `first-purchase-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await buyer.expectText(product.name);
      if (locale === 'kr') await buyer.switchLanguage(WORDS.vi.switchTo);
      await buyer.openProduct(product.name);

      await buyer.addToCart(words.addToCart);
      await buyer.expectText(locale === 'vi' ? 'Vui lòng chọn phân loại hàng' : 'Please select product classification');

      for (const option of variant.option_values) await buyer.chooseOption(option.name);
      await buyer.addToCart(words.addToCart);
      await buyer.expectCartBadge(words.cartWithOne);

      await buyer.openCart(words.cartWithOne);
      // The cart's address comes before its page is drawn: wait for what the buyer reads.
      await page.getByRole('heading', { level: 1, name: words.cartTitle, exact: true }).waitFor();
      await page.getByRole('heading', { name: product.shop.name }).waitFor();
      await page.getByRole('link', { name: product.name }).first().waitFor();
      await buyer.expectText(variant.variant_name);
      const total = (await page.getByTestId('cart-total').textContent()) ?? '';
      expect(total).toContain(words.total);
      expect(total).toContain(price);
    });
  });
});
