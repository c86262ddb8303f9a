import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS, ProductPageSchema, ProductSchema } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';

const data = async (baseUrl: string, path: string) => ((await (await fetch(`${baseUrl}/${path}`)).json()) as { data: unknown }).data;

describe('product page: the video plays in the gallery', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('shows the video as the last thumbnail and loads it with its length (vi, phone)', async () => {
    const baseUrl = inject('baseUrl');
    const feed = ProductPageSchema.parse(await data(baseUrl, `${API_PATHS.products}?limit=30`));
    let withVideo = null;
    for (const summary of feed.items) {
      const product = ProductSchema.parse(await data(baseUrl, API_PATHS.product(summary._id)));
      if (product.video) {
        withVideo = product;
        break;
      }
    }
    if (!withVideo) throw new Error('no product of the first feed page has a video');

    browser = await browserOpen('phone');
    const { page } = browser;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'product-video', async () => {
      await buyer.visit('/');
      await buyer.visit(`/san-pham/${withVideo._id}`);
      await page.getByRole('button', { name: 'Video sản phẩm' }).click();
      const video = page.getByLabel(`Video của ${withVideo.name}`);
      await video.waitFor();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
      expect(duration).toBeGreaterThan(2);
      expect(await page.getByRole('button', { name: 'Video sản phẩm' }).getAttribute('aria-pressed')).toBe('true');
      await axeCheck(page);
    });
  });
});
