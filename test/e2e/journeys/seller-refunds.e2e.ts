import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, vnd, type Order, type Refund, SELLER_API_PATHS, DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, adminLogin, apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';
import { PNG, sellerProductMake } from '../harness/seller-product-probe';

const PRODUCT = 'Đầm lụa hai dây dạo phố';
const ADDRESS = {
  name: 'Vũ Thu Trang', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};

/** Calls the API as `token` with an idempotency key (placing an order needs one). */
async function place(baseUrl: string, token: string, body: unknown): Promise<Order> {
  const response = await fetch(new URL(API_PATHS.orders, `${baseUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-seller-refunds-${Date.now()}` },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as { data?: { order: Order }; error_code?: string };
  if (!response.ok || !payload.data) throw new Error(`placing answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data.order;
}

describe('seller and admin: a return rejected by the shop, overruled and paid back by the admin', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('rejects with reason, evidence and email in the seller centre; the admin approves and completes; the buyer sees it refunded (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    // Arranged through the API with real accounts: a seller's approved product, a buyer's delivered order and return request.
    const seller = await sellerAccountCreate(baseUrl, 'Tiệm Đầm Lụa Thử');
    const admin = await adminLogin(baseUrl);
    const buyer = await accountCreate(baseUrl, 'Vũ Thu Trang');
    const product = await sellerProductMake(baseUrl, seller, { name: PRODUCT, classifications: [], variants: [], sale_price: vnd(420_000) }, admin);
    const order = await place(baseUrl, buyer.token, {
      shops: [{ shop_id: seller.shopId, items: [{ product_id: product.id, variant_id: null, quantity: 1 }] }],
      address: ADDRESS,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    });
    await apiAs(baseUrl, seller, SELLER_API_PATHS.sellerOrderConfirm(order._id), { method: 'POST', body: {} });
    await apiAs(baseUrl, seller, SELLER_API_PATHS.sellerOrderHandOver(order._id), { method: 'POST', body: { waybill: 'GHN-E2E-RF1' } });
    // The carrier is the platform's simulator: it delivers on request.
    for (let step = 0; step < 3; step += 1) await apiAs(baseUrl, buyer, DEV_API_PATHS.devCarrierAdvance(order._id), { method: 'POST', body: {} });
    const refund = await apiAs<Refund>(baseUrl, buyer, API_PATHS.orderRefunds(order._id), {
      method: 'POST',
      body: { reason: 'Hàng khác với mô tả', description: 'Màu đầm khác ảnh', email: 'trang@modavi.vn' },
    });

    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-refunds-seller', async () => {
      await page.goto('/ban-hang/tra-hang-hoan-tien');
      await page.getByRole('heading', { level: 1, name: 'Trả hàng/Hoàn tiền' }).waitFor();
      await page.getByRole('tab', { name: 'Cần xử lý (1)' }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(order._id) });
      await row.getByText(PRODUCT).waitFor();
      await axeCheck(page);

      await row.getByRole('link', { name: `Xem yêu cầu trả hàng của đơn ${order._id}` }).click();
      await page.getByRole('heading', { level: 1, name: `Yêu cầu trả hàng đơn ${order._id}` }).waitFor();
      await page.getByText('Màu đầm khác ảnh').waitFor();
      // Spec 9: the new seller's 48 hours to answer, counting down from the request.
      await page.getByRole('timer').getByText(/Còn (47 giờ \d+|48 giờ 0) phút để phản hồi/).waitFor();
      await page.getByRole('button', { name: 'Từ chối' }).click();
      const dialog = page.getByRole('dialog', { name: 'Từ chối yêu cầu trả hàng' });
      // Core's rule speaks before any call: reason, evidence and email are all required (spec 5).
      await dialog.getByRole('button', { name: 'Gửi từ chối' }).click();
      await dialog.getByText('Vui lòng nhập lý do từ chối').waitFor();
      await dialog.getByText('Vui lòng tải lên hình ảnh minh chứng').waitFor();
      await dialog.getByText('Vui lòng nhập email').waitFor();
      await axeCheck(page);
      await dialog.getByLabel('Lý do từ chối').fill('Đầm đã qua sử dụng, mất mác');
      await dialog.getByLabel('Hình ảnh minh chứng').setInputFiles({ name: 'bang-chung.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('img', { name: 'Ảnh 1' }).waitFor();
      await dialog.getByLabel('Email liên hệ').fill('shop@modavi.vn');
      await dialog.getByRole('button', { name: 'Gửi từ chối' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Đầm đã qua sử dụng, mất mác').waitFor();
      await page.getByRole('list', { name: 'Hình ảnh minh chứng của cửa hàng' }).waitFor();
    });

    // No escalation step exists: core's machine sends a shop's rejection to the admin's review by itself.
    await signedIn(context, baseUrl, admin);
    await withFailureScreenshot(page, 'seller-refunds-admin', async () => {
      await page.goto(`/quan-tri/tra-hang-hoan-tien?q=${order._id}`);
      await page.getByRole('heading', { level: 1, name: 'Yêu cầu trả hàng/hoàn tiền' }).waitFor();
      await page.getByRole('button', { name: 'Chờ quản trị viên (1)' }).waitFor();
      await axeCheck(page);
      await page.getByRole('link', { name: `Xem yêu cầu trả hàng của đơn ${order._id}` }).click();
      await page.getByRole('heading', { level: 1, name: `Yêu cầu trả hàng đơn ${order._id}` }).waitFor();
      await page.getByText('Đầm đã qua sử dụng, mất mác').waitFor();
      await page.getByRole('button', { name: 'Duyệt hoàn tiền' }).click();
      await page.getByText('Quản trị viên đã duyệt', { exact: true }).first().waitFor();
    });

    // The parcel travels back (the simulator) and the shop confirms receipt (its own endpoint, proven by the server tests).
    for (let step = 0; step < 2; step += 1) await apiAs(baseUrl, buyer, DEV_API_PATHS.devCarrierRefundAdvance(refund._id), { method: 'POST', body: {} });
    await apiAs(baseUrl, seller, SELLER_API_PATHS.sellerRefundReceive(refund._id), { method: 'POST', body: {} });

    await withFailureScreenshot(page, 'seller-refunds-admin-complete', async () => {
      await page.reload();
      await pageDrawn(page);
      await page.getByRole('button', { name: 'Hoàn tất hoàn tiền' }).click();
      await page.getByText('Quản trị viên đã hoàn tất', { exact: true }).first().waitFor();
    });

    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, 'seller-refunds-buyer', async () => {
      await page.goto(`/trang-ca-nhan/don-hang/${order._id}`);
      await pageDrawn(page);
      await page.getByRole('link', { name: 'Xem yêu cầu trả hàng' }).click();
      await page.getByText('Đã hoàn tiền', { exact: true }).first().waitFor();
    });
    const seen = await apiAs<Refund>(baseUrl, buyer, API_PATHS.refund(refund._id));
    expect(seen.history.map((entry) => entry.status)).toEqual(['requested', 'shop_rejected', 'admin_approved', 'shop_received', 'admin_completed']);
  });
});
