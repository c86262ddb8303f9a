import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DAY_MS, DEV_API_PATHS, IDEMPOTENCY_KEY_HEADER, SELLER_API_PATHS, SELLER_INCOME_PATHS, SELLER_SETTINGS_PATHS, moneyFormat, type Order, type PayoutPage } from '@modavi/core';
import { databaseReady } from '../../../server/src/boot/database-ready';
import { configFromEnv } from '../../../server/src/config';
import { createApi } from '../../../server/src/http/create-api';
import { adminAccountEnsure } from '../../../server/src/sellers/admin-account';
import { incomePayableSweep } from '../../../server/src/seller-income/income-payable-sweep';
import { payoutsMake } from '../../../server/src/seller-income/payout-make';
import type { Db } from '../../../server/src/db/db';
import { E2E_ADMIN } from '../harness/admin-credentials';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { guestTokenNew } from '../harness/checkout-probe';
import { adminLogin, apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';

const SHOP = 'Tiệm Áo Dài Thu Nhập';
const PRODUCT = 'Áo dài lụa thêu sen';
const REFERENCE = 'FT26341987654321';
const ADDRESS = {
  name: 'Phạm Minh Thư', phone: '0912345678', type: 'home', city: 'Hà Nội', city_code: '01', district: 'Hoàn Kiếm',
  district_code: '002', ward: 'Hàng Bạc', ward_code: '00037', detail: '12 Hàng Bạc',
};
/** Past the longest return window a product may set (15 days): the line is payable by then. */
const LATER_DAYS = 16;

/**
 * This journey's own server, in this process, on a fresh in-memory database with the demo seed:
 * the shared e2e server runs in another process, and a line becomes payable only once its
 * return window has passed, so the journey calls the payouts job's two functions itself at an
 * instant past it, as the scheduled job does (server/src/jobs/scheduled-jobs.ts).
 */
async function ownServerStart(): Promise<{ baseUrl: string; db: Db; close: () => Promise<void> }> {
  const env = { ...process.env, MODAVI_ADMIN_EMAIL: E2E_ADMIN.email, MODAVI_ADMIN_PASSWORD: E2E_ADMIN.password };
  const config = configFromEnv(env);
  const db = await databaseReady({ kind: 'pglite', dataDir: 'memory' }, { demoSeed: true }, () => undefined);
  await adminAccountEnsure(db, env);
  const server: Server = createServer(getRequestListener(createApi({ db, config, log: () => undefined }).fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the journey’s server has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** A guest's cash order of the product, placed through the API. */
async function place(baseUrl: string, token: string, shopId: string, productId: string): Promise<Order> {
  const response = await fetch(new URL(API_PATHS.orders, `${baseUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-seller-income-${Date.now()}` },
    body: JSON.stringify({
      shops: [{ shop_id: shopId, items: [{ product_id: productId, variant_id: null, quantity: 1 }] }],
      address: ADDRESS,
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
    }),
  });
  const payload = (await response.json()) as { data?: { order: Order }; error_code?: string };
  if (!response.ok || !payload.data) throw new Error(`placing answered ${response.status} ${payload.error_code ?? ''}`);
  return payload.data.order;
}

describe('seller and admin: a delivered order’s income paid out to the shop’s bank', () => {
  let own: Awaited<ReturnType<typeof ownServerStart>>;
  let browser: OpenBrowser | undefined;
  beforeAll(async () => {
    own = await ownServerStart();
  });
  afterAll(async () => {
    await own?.close();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('the seller sees the balance and the payout, the admin marks it paid with the bank’s reference, the seller sees it paid (vi, desktop)', async () => {
    const { baseUrl, db } = own;
    // Arranged through the API: a seller with a bank account paid per order, a guest's cash order of its product delivered, received and remitted.
    const seller = await sellerAccountCreate(baseUrl, SHOP);
    await apiAs(baseUrl, seller, SELLER_SETTINGS_PATHS.payment, {
      method: 'PUT',
      body: { bank_name: 'Vietcombank', account_number: '0071000987654', account_holder: 'LE THU HA', branch: '', settlement: 'per_order', payment_methods: ['CASH'] },
    });
    const { _id: productId } = await apiAs<{ _id: string }>(baseUrl, seller, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: seller.shopId, name: PRODUCT } });
    const guest = await guestTokenNew(baseUrl);
    const order = await place(baseUrl, guest, seller.shopId, productId);
    await apiAs(baseUrl, seller, SELLER_API_PATHS.sellerOrderConfirm(order._id), { method: 'POST', body: {} });
    await apiAs(baseUrl, seller, SELLER_API_PATHS.sellerOrderHandOver(order._id), { method: 'POST', body: { waybill: 'GHN-E2E-TN1' } });
    for (let step = 0; step < 3; step += 1) await apiAs(baseUrl, seller, DEV_API_PATHS.devCarrierAdvance(order._id), { method: 'POST', body: {} });
    await apiAs(baseUrl, { token: guest }, API_PATHS.orderConfirmReceipt(order._id), { method: 'POST', body: {} });
    await apiAs(baseUrl, seller, DEV_API_PATHS.devCarrierAdvance(order._id), { method: 'POST', body: { event: 'reconciled' } });
    // The payouts job, as it runs once the return window has passed.
    const later = Date.now() + LATER_DAYS * DAY_MS;
    await incomePayableSweep(db, later);
    expect(await payoutsMake(db, later)).toBeGreaterThan(0);
    const [payout] = (await apiAs<PayoutPage>(baseUrl, seller, SELLER_INCOME_PATHS.sellerPayouts)).items;
    if (!payout) throw new Error('no payout was made for the shop');
    const amount = moneyFormat(payout.amount);

    browser = await browserOpen('desktop');
    const { page, context } = browser;
    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-income-seller', async () => {
      await page.goto(`${baseUrl}/ban-hang/tong-quan`);
      await page.getByRole('link', { name: 'Xem thu nhập →' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thu nhập' }).waitFor();
      await page.locator('[data-balance="processing"]').filter({ hasText: amount }).waitFor();
      await page.locator('[data-bank]').filter({ hasText: /Vietcombank · •+7654 · LE THU HA/ }).waitFor();
      await page.locator('summary').filter({ hasText: order._id }).click();
      await page.getByText('Phí dịch vụ', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: `Xem đơn hàng ${order._id}` }).waitFor();
      await axeCheck(page);
      await page.getByRole('tab', { name: 'Thanh toán' }).click();
      const row = page.getByRole('row').filter({ hasText: amount });
      await row.getByText('Đang xử lý').waitFor();
      await row.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: /^Đợt thanh toán ngày/ }).waitFor();
      await page.locator('[data-fact="account"]').filter({ hasText: /^•+7654$/ }).waitFor();
      await axeCheck(page);
    });

    const admin = await adminLogin(baseUrl);
    await signedIn(context, baseUrl, admin);
    await withFailureScreenshot(page, 'seller-income-admin', async () => {
      await page.goto(`${baseUrl}/quan-tri/thanh-toan-nguoi-ban?q=${encodeURIComponent(SHOP)}`);
      await page.getByRole('heading', { level: 1, name: 'Thanh toán người bán' }).waitFor();
      // The counts are every shop's (the seed's shops have payouts too); the list is the search's.
      await page.getByRole('button', { name: /^Đang xử lý \(\d+\)$/, pressed: true }).waitFor();
      await page.getByRole('row').filter({ hasText: amount }).getByText('Đang xử lý').waitFor();
      await axeCheck(page);
      await page.getByRole('link', { name: `Xem đợt thanh toán của ${SHOP}` }).click();
      await page.locator('[data-fact="account"]').filter({ hasText: '0071000987654' }).waitFor();
      await page.getByRole('button', { name: 'Đánh dấu đã thanh toán' }).click();
      const dialog = page.getByRole('dialog', { name: 'Xác nhận đã thanh toán' });
      // Core's rule speaks before any call: the reference is required.
      await dialog.getByRole('button', { name: 'Xác nhận' }).click();
      await dialog.getByText('Vui lòng nhập mã giao dịch của ngân hàng').waitFor();
      await axeCheck(page);
      await dialog.getByLabel('Mã giao dịch ngân hàng').fill(REFERENCE);
      await dialog.getByRole('button', { name: 'Xác nhận' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.locator('[data-fact="reference"]').filter({ hasText: REFERENCE }).waitFor();
      await page.locator('[data-fact="status"]').getByText('Đã thanh toán').waitFor();
    });

    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-income-paid', async () => {
      await page.goto(`${baseUrl}/ban-hang/thu-nhap?tab=payouts`);
      await page.locator('[data-balance="paid"]').filter({ hasText: amount }).waitFor();
      const row = page.getByRole('row').filter({ hasText: amount });
      await row.getByText('Đã thanh toán').waitFor();
      await row.getByText(REFERENCE, { exact: false }).waitFor();
    });
  });
});
