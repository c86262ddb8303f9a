import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, OrderPlacementSchema, OrderSchema, DEV_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';
import { guestTokenNew } from '../harness/checkout-probe';

const PRODUCT = 'Áo sơ mi lụa công sở';
const ADDRESS = {
  name: 'Nguyễn Thị Lan', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};

/** Calls the API with a bearer token and answers `data`, throwing on a refusal. */
async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(new URL(path, `${baseUrl}/`), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json()) as { data?: unknown; error_code?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data;
}

describe('seller: orders confirmed and handed over from the seller centre', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('confirms a buyer’s order and hands it over with a waybill; the buyer sees it shipping (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    // Arranged through the API: a seller with a product of its own, and a guest buyer's cash order of it.
    const seller = await sellerAccountCreate(baseUrl, 'Tiệm Sơ Mi Thử');
    const { _id: productId } = await apiAs<{ _id: string }>(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: seller.shopId, name: PRODUCT } });
    const buyer = await guestTokenNew(baseUrl);
    const request = {
      shops: [{ shop_id: seller.shopId, items: [{ product_id: productId, variant_id: null, quantity: 1 }] }],
      address: ADDRESS,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    };
    const placed = OrderPlacementSchema.parse(await call(baseUrl, 'POST', API_PATHS.orders, buyer, request, { [IDEMPOTENCY_KEY_HEADER]: `e2e-seller-orders-${Date.now()}` }));
    const orderId = placed.order._id;
    await signedIn(context, baseUrl, seller);

    await withFailureScreenshot(page, 'seller-orders', async () => {
      await page.goto('/ban-hang/quan-ly-don-hang');
      await page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' }).waitFor();
      await page.getByRole('tab', { name: 'Chờ xác nhận (1)' }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(orderId) });
      // The buyer is masked as core masks: first and last letter.
      await row.getByText('N*****n').waitFor();
      await axeCheck(page);

      await row.getByRole('link', { name: orderId }).click();
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderId}` }).waitFor();
      await page.getByText(PRODUCT).waitFor();
      await page.getByRole('button', { name: 'Xác nhận đơn' }).click();
      await page.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      const dialog = page.getByRole('dialog', { name: 'Giao đơn cho đơn vị vận chuyển' });
      // The waybill is required, by core's rule, before any call.
      await dialog.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      await dialog.getByText('Vui lòng nhập mã vận đơn').waitFor();
      await axeCheck(page);
      await dialog.getByLabel('Mã vận đơn').fill('GHN-E2E-001');
      await dialog.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('GHN-E2E-001').waitFor();
    });

    const seen = OrderSchema.parse(await call(baseUrl, 'GET', API_PATHS.order(orderId), buyer));
    expect(seen.status).toBe('shipping');
    expect(seen.shops[0]?.tracking_code).toBe('GHN-E2E-001');
  });

  it('splits a two-shop order between its sellers: each confirms and ships only its part, and the buyer receives both (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const sellers = [await sellerAccountCreate(baseUrl, 'Tiệm Lụa Phố Cổ'), await sellerAccountCreate(baseUrl, 'Xưởng Da Sài Gòn')] as const;
    const names = ['Khăn lụa tơ tằm Hà Đông', 'Thắt lưng da bò thật'] as const;
    const products = await Promise.all(
      sellers.map((seller, index) => apiAs<{ _id: string }>(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: seller.shopId, name: names[index] } })),
    );
    const buyer = await guestTokenNew(baseUrl);
    const request = {
      shops: sellers.map((seller, index) => ({ shop_id: seller.shopId, items: [{ product_id: products[index]?._id, variant_id: null, quantity: 1 }] })),
      address: ADDRESS,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    };
    const placed = OrderPlacementSchema.parse(await call(baseUrl, 'POST', API_PATHS.orders, buyer, request, { [IDEMPOTENCY_KEY_HEADER]: `e2e-two-shops-${Date.now()}` }));
    const orderId = placed.order._id;
    await signedIn(context, baseUrl, sellers[0]);

    await withFailureScreenshot(page, 'seller-orders-two-shops', async () => {
      await page.goto(`/ban-hang/quan-ly-don-hang/${orderId}`);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderId}` }).waitFor();
      await page.getByText(names[0]).waitFor();
      // The other shop's goods are not this seller's to see.
      expect(await page.getByText(names[1]).count()).toBe(0);
      await page.getByRole('button', { name: 'Xác nhận đơn' }).click();
      // Its part confirmed, the seller hands it over at once, though the other shop has not confirmed yet.
      await page.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      const dialog = page.getByRole('dialog', { name: 'Giao đơn cho đơn vị vận chuyển' });
      await dialog.getByLabel('Mã vận đơn').fill('GHN-LUA-01');
      await dialog.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('GHN-LUA-01').waitFor();
      expect(await page.getByRole('button', { name: 'Xác nhận đơn' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).count()).toBe(0);
    });
    // The order waits for the other shop, whose seller takes its own steps (through the API here).
    expect(OrderSchema.parse(await call(baseUrl, 'GET', API_PATHS.order(orderId), buyer)).status).toBe('pending_confirmation');
    await call(baseUrl, 'POST', SELLER_API_PATHS.sellerOrderConfirm(orderId), sellers[1].token);
    await call(baseUrl, 'POST', SELLER_API_PATHS.sellerOrderHandOver(orderId), sellers[1].token, { waybill: 'GHN-DA-02' });
    for (let step = 0; step < 3; step += 1) await call(baseUrl, 'POST', DEV_API_PATHS.devCarrierAdvance(orderId), buyer);
    const received = OrderSchema.parse(await call(baseUrl, 'POST', API_PATHS.orderConfirmReceipt(orderId), buyer));
    expect(received.status).toBe('delivered');
    expect(received.shops.map((part) => part.tracking_code).sort()).toEqual(['GHN-DA-02', 'GHN-LUA-01']);
  });
});
