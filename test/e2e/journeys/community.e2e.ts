import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_API_PATHS, type Post } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

// An 8 x 8 PNG, so the browser really decodes and shows it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4qZ2HFTEMLQkAP6RcgULzPMEAAAAASUVORK5CYII=', 'base64');

describe('community: a buyer posts, comments, and a guest reads', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('posts with an image, sees it first in /cong-dong, opens it and comments; a guest reads it (vi)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const other = await accountCreate(baseUrl, 'Phan Thu Trang');
    await apiAs(baseUrl, other, COMMUNITY_API_PATHS.posts, { method: 'POST', body: { content: 'Bài cũ hơn #ootd' } });
    const me = await accountCreate(baseUrl, 'Lý Minh Anh');
    await signedIn(context, baseUrl, me);
    const buyer = shopper(page);
    const text = `Váy hoa đi biển #mùa_hè ${Date.now()}`;
    await withFailureScreenshot(page, 'community', async () => {
      await buyer.visit('/cong-dong');
      await page.getByRole('heading', { level: 1, name: 'Cộng đồng' }).waitFor();
      await page.getByRole('button', { name: 'Tạo bài viết' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nội dung').fill(text);
      await dialog.getByText(`${[...text].length}/300 ký tự`).waitFor();
      await dialog.getByLabel('Thêm ảnh').setInputFiles({ name: 'vay-hoa.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('img', { name: 'Ảnh đã chọn 1' }).waitFor();
      await axeCheck(page);
      await dialog.getByRole('button', { name: 'Đăng' }).click();
      await buyer.expectText('Đã đăng bài viết');

      // The new post is the feed's first card, with its picture and its hashtag as a link.
      const first = page.getByRole('article').first();
      await first.getByText(text.split(' #')[0] ?? text).waitFor();
      await first.getByRole('img', { name: 'Ảnh 1 của bài viết' }).waitFor();
      expect(await first.getByRole('link', { name: '#mùa_hè' }).getAttribute('href')).toContain('/cong-dong?tag=');
      await first.getByRole('link', { name: /Xem bài viết/ }).click();
      await page.waitForURL(/\/post\/[0-9a-f]{24}$/);
      const postId = page.url().split('/post/')[1] ?? '';

      await page.getByLabel('Viết bình luận').fill('Mình cao 1m58, mặc size S vừa.');
      await page.getByRole('button', { name: 'Gửi' }).click();
      await page.getByText('Mình cao 1m58, mặc size S vừa.').waitFor();
      await page.getByRole('heading', { name: 'Bình luận (1)' }).waitFor();
      const post = await apiAs<Post>(baseUrl, me, COMMUNITY_API_PATHS.post(postId));
      expect(post).toMatchObject({ content: text, comment_count: 1, hashtags: ['mùa_hè'] });
      expect(post.images).toHaveLength(1);

      // A guest (no login) reads the post and its comment; liking asks them to log in.
      await context.clearCookies();
      await buyer.visit(`/post/${postId}`);
      await page.getByText('Mình cao 1m58, mặc size S vừa.').waitFor();
      await page.getByRole('button', { name: /lượt thích/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await buyer.visit('/post/000000000000000000000000');
      await page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang này.' }).waitFor();
    });
  });
});
