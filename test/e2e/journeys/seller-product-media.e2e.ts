import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_API_PATHS, type ProductDraft } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { sellerAccountCreate } from '../harness/seller-account';
import { PNG, sellerProductMake } from '../harness/seller-product-probe';
import { apiAs, signedIn } from '../harness/signed-in';

/** The server's demo clip: a real WebM whose length the browser and the server both read. */
const CLIP = new URL('../../../server/data/videos/brand-showcase.webm', import.meta.url);

describe("a product's media in the seller's form", () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('takes a video, sent so that its bytes can be shown, and a photo for a colour, kept by the server as the seller’s own (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const seller = await sellerAccountCreate(baseUrl, 'Lụa Hà Đông');
    const product = await sellerProductMake(baseUrl, seller, {}, null);
    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-product-media', async () => {
      await page.goto(`/ban-hang/quan-ly-san-pham/cap-nhat/${product.id}`);
      await pageDrawn(page);
      await page.getByLabel('Video sản phẩm (tối đa 1)').setInputFiles({ name: 'gioi-thieu.webm', mimeType: 'video/webm', buffer: await readFile(CLIP) });
      // Uploaded: the player replaces the picker.
      await page.getByRole('button', { name: 'Xoá video' }).waitFor();
      // Sent through XMLHttpRequest, the browser API that reports the bytes sent (the bar's figures
      // are the component test's subject: on this machine's loopback the upload ends in one event).
      const initiators = await page.evaluate(() =>
        performance.getEntriesByType('resource').flatMap((entry) => (entry.name.endsWith('/api/v1/video') ? [(entry as PerformanceResourceTiming).initiatorType] : [])),
      );
      expect(initiators).toEqual(['xmlhttprequest']);
      const colours = page.getByRole('group', { name: 'Phân loại 1' });
      await colours.getByLabel('Ảnh của tuỳ chọn 1').setInputFiles({ name: 'do-son.png', mimeType: 'image/png', buffer: PNG });
      await colours.getByRole('img').first().waitFor();
      await axeCheck(page);
      await page.getByRole('button', { name: 'Lưu nháp' }).click();
      await expect
        .poll(async () => {
          const saved = await apiAs<{ form: ProductDraft }>(baseUrl, seller, SELLER_API_PATHS.sellerProduct(product.id));
          return { video: saved.form.video, colourPhotos: saved.form.classifications[0]?.options[0]?.images.length };
        })
        .toEqual({ video: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{24}\.webm$/), colourPhotos: 1 });
    });
  });
});
