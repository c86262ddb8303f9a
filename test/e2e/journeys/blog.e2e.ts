import { afterEach, describe, expect, it, inject } from 'vitest';
import { DEV_API_PATHS } from '@modavi/core';
import { homeFooterLink } from '../harness/home-footer';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';

/** The events the server recorded about `objectId` (the development endpoint). */
async function recorded(objectId: string): Promise<string[]> {
  const response = await fetch(new URL(`${DEV_API_PATHS.devAnalyticsEvents}?object_id=${encodeURIComponent(objectId)}`, `${inject('baseUrl')}/`));
  const body = (await response.json()) as { data: { name: string }[] };
  return body.data.map((event) => event.name);
}

describe('blog', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('from the home, whose feed ends, the footer leads to the blog: a topic, an article, its products, the blog detail event; a missing article is not found (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    await withFailureScreenshot(page, 'blog', async () => {
      await page.goto('/');
      await pageDrawn(page);
      const footerBlog = await homeFooterLink(page, 'Blog Modavi');
      await footerBlog.click();
      await page.getByRole('heading', { level: 1, name: 'Blog Modavi' }).waitFor();

      await page.getByRole('navigation', { name: 'Chủ đề' }).getByRole('link', { name: 'Chăm sóc da' }).click();
      await expect.poll(() => new URL(page.url()).search).toBe('?category=skincare');
      const cards = page.getByRole('region', { name: 'Bài viết' }).getByRole('link');
      await expect.poll(() => cards.allInnerTexts().then((texts) => texts.length > 0 && texts.every((text) => text.includes('Chăm sóc da')))).toBe(true);
      await axeCheck(page);

      const title = 'Quy trình chăm sóc da sáng và tối cho người mới bắt đầu';
      await cards.filter({ hasText: title }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const products = page.getByRole('list', { name: 'Sản phẩm trong bài' });
      await expect.poll(() => products.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      await page.getByRole('region', { name: 'Bài viết liên quan' }).getByRole('link').first().waitFor();
      await axeCheck(page);
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      await expect.poll(() => recorded(id), { timeout: 15_000 }).toContain('blog_detail');

      // An article that does not exist is the not-found page.
      await page.goto('/blog/bai-viet-khong-co');
      await page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang này.' }).waitFor();
    });
  });
});
