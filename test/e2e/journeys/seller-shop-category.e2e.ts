import { afterEach, describe, expect, it } from 'vitest';
import { DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

const PRODUCT = 'Váy hoa nhí dạo phố';
const CATEGORY = 'Váy đầm dạo phố';

describe('seller: a shop category shown, then hidden, on the seller page', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('creates a category with a product in the browser, buyers see it, and after hiding (confirmed) they do not (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    // Arranged through the API: an account made a seller as an approval would, with one product of its own.
    const seller = await accountCreate(baseUrl, 'Trần Thị Bán');
    const { shop_id: shopId } = await apiAs<{ shop_id: string }>(baseUrl, seller, DEV_API_PATHS.devSellerRole, { method: 'POST', body: { userId: seller.userId, shopName: 'Tiệm Váy Thử' } });
    await apiAs(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId, name: PRODUCT } });
    await signedIn(context, baseUrl, seller);
    const chips = () => page.getByRole('group', { name: 'Danh mục của shop' }).getByRole('button', { name: new RegExp(CATEGORY) });

    await withFailureScreenshot(page, 'seller-shop-category', async () => {
      await page.goto('/ban-hang/quan-ly-danh-muc');
      await page.getByRole('heading', { level: 1, name: 'Quản lý danh mục' }).waitFor();
      await page.getByText('Shop chưa có danh mục nào').waitFor();
      await axeCheck(page);

      await page.getByRole('link', { name: 'Thêm danh mục' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Thêm danh mục' }).waitFor();
      // The form refuses with core's rule, in place, before any call.
      await page.getByLabel('Tên danh mục').fill('Váy');
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByText('Tên danh mục phải có ít nhất 5 ký tự').waitFor();
      await axeCheck(page);

      await page.getByLabel('Tên danh mục').fill(CATEGORY);
      await page.getByLabel('Tìm sản phẩm của shop').fill('hoa nhí');
      await page.getByRole('checkbox', { name: PRODUCT }).check();
      await page.getByRole('list', { name: 'Sản phẩm đã chọn' }).getByRole('checkbox', { name: PRODUCT }).waitFor();
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('heading', { level: 1, name: CATEGORY }).waitFor();
      await page.getByRole('link', { name: PRODUCT }).waitFor();

      // Buyers see the shown category on the seller page.
      await page.goto(`/nguoi-ban/${shopId}`);
      await pageDrawn(page);
      await chips().waitFor();

      // Hiding asks first; once confirmed, buyers no longer see it.
      await page.goto('/ban-hang/quan-ly-danh-muc');
      const row = page.getByRole('row', { name: new RegExp(CATEGORY) });
      await row.getByRole('button', { name: 'Ẩn' }).click();
      const dialog = page.getByRole('dialog', { name: `Ẩn danh mục “${CATEGORY}”?` });
      await dialog.waitFor();
      await axeCheck(page);
      await dialog.getByRole('button', { name: 'Ẩn' }).click();
      await row.getByText('Đang ẩn').waitFor();

      await page.goto(`/nguoi-ban/${shopId}`);
      await pageDrawn(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => chips().count()).toBe(0);
    });
  });
});
