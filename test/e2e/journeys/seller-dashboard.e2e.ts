import { afterEach, describe, it } from 'vitest';
import { API_PATHS, DEV_API_PATHS, IDEMPOTENCY_KEY_HEADER, OrderPlacementSchema, moneyFormat, vnd } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';
import { guestTokenNew } from '../harness/checkout-probe';

const PRODUCT = 'Chân váy xếp ly dự tiệc';
const ADDRESS = {
  name: 'Nguyễn Thị Lan', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};

/** A guest's cash order of `quantity` of the product, placed through the API; answers the shop's part total. */
async function orderPlaced(baseUrl: string, shopId: string, productId: string, quantity: number): Promise<number> {
  const response = await fetch(new URL(API_PATHS.orders, `${baseUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await guestTokenNew(baseUrl)}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-dashboard-${Date.now()}-${quantity}` },
    body: JSON.stringify({
      shops: [{ shop_id: shopId, items: [{ product_id: productId, variant_id: null, quantity }] }],
      address: ADDRESS,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    }),
  });
  if (!response.ok) throw new Error(`placing answered ${response.status}`);
  const placed = OrderPlacementSchema.parse(((await response.json()) as { data: unknown }).data);
  return placed.order.shops[0]?.shop_total ?? Number.NaN;
}

describe('seller: the dashboard is the seller area’s landing', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('opens /ban-hang on the dashboard whose figures are the orders placed, with the daily chart, and the bell tells the new orders (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    // Arranged through the API: a new seller with a product of its own and two guests' cash orders of it.
    const seller = await sellerAccountCreate(baseUrl, 'Tiệm Váy Tổng Quan');
    const { _id: productId } = await apiAs<{ _id: string }>(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: seller.shopId, name: PRODUCT } });
    const totals = [await orderPlaced(baseUrl, seller.shopId, productId, 1), await orderPlaced(baseUrl, seller.shopId, productId, 2)];
    await signedIn(context, baseUrl, seller);

    await withFailureScreenshot(page, 'seller-dashboard', async () => {
      await page.goto('/ban-hang');
      await page.waitForURL(/\/ban-hang\/tong-quan/);
      await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
      await page.locator('[data-figure="orders"]').filter({ hasText: /^2$/ }).waitFor();
      await page.locator('[data-figure="sales"]').filter({ hasText: moneyFormat(vnd(totals.reduce((sum, total) => sum + total, 0))) }).waitFor();
      await page.locator('[data-waiting="pending_confirmation"]').filter({ hasText: /^2$/ }).waitFor();
      await page.getByRole('listitem').filter({ hasText: PRODUCT }).waitFor();
      // The chart library arrives with this page only, and draws on a canvas.
      await page.locator('canvas').first().waitFor();
      await axeCheck(page);
      await page.getByRole('link', { name: 'Chờ xác nhận' }).click();
      await page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' }).waitFor();
      // The bell told both new orders; one opens its page among the seller's orders and is read.
      await page.getByRole('button', { name: 'Thông báo, 2 chưa đọc' }).click();
      await page.getByRole('dialog', { name: 'Thông báo' }).getByRole('button', { name: /Đơn hàng mới/ }).first().click();
      await page.waitForURL(/\/ban-hang\/quan-ly-don-hang\/[^/?]+$/);
      await page.getByRole('button', { name: 'Thông báo, 1 chưa đọc' }).waitFor();
    });
  });
});
