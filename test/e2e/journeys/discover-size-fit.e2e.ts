import { afterEach, describe, expect, it, inject } from 'vitest';
import type { Product, ProductPage } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { DISCOVER_RUNS, api, expectNoHorizontalOverflow, localeUse } from './discover-steps';

const WORDS = {
  vi: {
    enter: 'Nhập số đo của tôi',
    edit: 'Sửa số đo của tôi',
    chest: 'Vòng ngực',
    shirtLength: 'Dài áo',
    save: 'Lưu số đo',
    fitsYou: 'Vừa với bạn',
    fitsAll: /Size M vừa với bạn/,
    chestFits: 'Vòng ngực 86 cm: vừa',
    closest: /Size gần nhất với bạn là M/,
    lengthShort: 'Dài áo 70 cm: hơi ngắn',
    share: 'Chia sẻ',
    copied: 'Đã sao chép liên kết sản phẩm',
    commitments: 'Cam kết của Modavi',
    fake: 'Hoàn 200% tiền nếu phát hiện hàng giả',
  },
  kr: {
    enter: 'Enter my measurements',
    edit: 'Edit my measurements',
    chest: 'Chest',
    shirtLength: 'Top length',
    save: 'Save measurements',
    fitsYou: 'Fits you',
    fitsAll: /Size M fits you/,
    chestFits: 'Chest 86 cm: fits',
    closest: /Your closest size is M/,
    lengthShort: 'Top length 70 cm: a little short',
    share: 'Share',
    copied: 'Product link copied',
    commitments: "Modavi's commitments",
    fake: '200% refund if the item is fake',
  },
} as const;

/** A shirt with a size chart whose M is 84-88 cm at the chest (the seed's tops chart). */
async function shirtWithChart(baseUrl: string): Promise<Product> {
  const page = await api<ProductPage>(baseUrl, 'api/v1/public/products/search?q=ao%20so%20mi&limit=10');
  for (const summary of page.items) {
    const product = await api<Product>(baseUrl, `api/v1/public/products/${summary._id}`);
    const m = product.size_chart?.rows.find((row) => row.size_name === 'M');
    if (m?.size_values.some((cell) => cell.attribute_id === 1 && cell.values === '84-88')) return product;
  }
  throw new Error('no shirt with the tops size chart');
}

describe('the size chart suggests the size that fits the buyer, and says why', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each(DISCOVER_RUNS)('in $locale at $viewport size', async ({ locale, viewport }) => {
    const baseUrl = inject('baseUrl');
    const product = await shirtWithChart(baseUrl);
    browser = await browserOpen(viewport);
    const { page, context } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `discover-size-fit-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await localeUse(page, locale);
      await buyer.visit(`/san-pham/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByText(words.fake).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: words.commitments }).count()).toBe(1);

      // No measurements yet: no size is highlighted.
      expect(await page.getByText(words.fitsYou, { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: words.enter }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('textbox', { name: words.chest }).fill('86');
      await buyer.expectText(words.save);
      await page.getByRole('button', { name: words.save }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // Chest 86 is inside M (84-88): M is highlighted, with the reason.
      const fit = page.getByTestId('size-fit');
      await expect.poll(() => fit.textContent()).toMatch(words.fitsAll);
      expect(await fit.textContent()).toContain(words.chestFits);
      const highlighted = page.getByRole('row').filter({ hasText: words.fitsYou });
      expect(await highlighted.count()).toBe(1);
      expect(await highlighted.getByRole('rowheader').textContent()).toMatch(/^M/);
      await buyer.visit(page.url());
      await expectNoHorizontalOverflow(page);

      // A top length beyond M's: M stays the closest, and the length is called short.
      await page.getByRole('button', { name: words.edit }).click();
      await page.getByRole('textbox', { name: words.shirtLength }).fill('70');
      await page.getByRole('button', { name: words.save }).click();
      await expect.poll(() => fit.textContent()).toMatch(words.closest);
      expect(await fit.textContent()).toContain(words.lengthShort);

      // Kept on the device: a reload still knows.
      await buyer.visit(page.url());
      await expect.poll(() => page.getByTestId('size-fit').textContent()).toMatch(words.closest);

      // Share falls back to copying the link where the Web Share API is missing.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      await page.getByRole('button', { name: words.share }).click();
      await buyer.expectText(words.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });
});
