import { afterEach, describe, expect, it, inject } from 'vitest';
import { API_PATHS, GROUP_BUY_API_PATHS, IDEMPOTENCY_KEY_HEADER, groupBuyRoomPagePath, vnd, type GroupBuyRoomView } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { HANOI_ADDRESS, addressStore } from '../harness/checkout-probe';
import { accountCreate, adminLogin, apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';
import { sellerProductMake } from '../harness/seller-product-probe';
import { shopper } from '../harness/shopper';

const PRODUCT = 'Áo khoác mua chung E2E';

/**
 * The group-buy from a seller's set-up to a completed room. Arranged through the API: an approved
 * product with a group-buy for 2 people, and a host who opened a room and paid its share cash on
 * delivery. On screen a second buyer finds the room on the product page, joins, pays the group
 * price through the express checkout and sees the room completed.
 */
describe('group-buy (mua chung)', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a second buyer joins a host’s room on the product page, pays cash on delivery and the room completes (vi, desktop)', async () => {
    const baseUrl = inject('baseUrl');
    const [seller, admin] = await Promise.all([sellerAccountCreate(baseUrl, 'Tiệm Mua Chung'), adminLogin(baseUrl)]);
    const product = await sellerProductMake(baseUrl, seller, { name: PRODUCT, sale_price: vnd(300_000), quantity: 20, classifications: [], variants: [] }, admin);
    await apiAs(baseUrl, seller, GROUP_BUY_API_PATHS.seller(product.id), {
      method: 'PUT',
      body: { enabled: true, group_price: 240_000, goal: 2, duration_hours: 24, starts_at: null, ends_at: null },
    });
    const host = await accountCreate(baseUrl, 'Phạm Thị Chủ');
    const room = await apiAs<GroupBuyRoomView>(baseUrl, host, GROUP_BUY_API_PATHS.open(product.id), { method: 'POST', body: {} });
    const placed = await fetch(new URL(API_PATHS.orders, `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}`, [IDEMPOTENCY_KEY_HEADER]: `e2e-group-buy-${Date.now()}` },
      body: JSON.stringify({
        shops: [{ shop_id: seller.shopId, items: [{ product_id: product.id, variant_id: null, quantity: 1 }] }],
        address: HANOI_ADDRESS,
        payment_method: 'CASH',
        voucher_codes: [],
        agreed_terms: true,
        group_buy_room_id: room._id,
      }),
    });
    expect(placed.status).toBe(201);

    const buyer = await accountCreate(baseUrl, 'Đỗ Văn Khách');
    await addressStore(baseUrl, buyer.token);
    browser = await browserOpen('desktop');
    const { page, context } = browser;
    const steps = shopper(page);
    await withFailureScreenshot(page, 'group-buy-vi-desktop', async () => {
      await signedIn(context, baseUrl, buyer);
      await steps.visit(`/san-pham/${product.id}`);
      const block = page.getByRole('region', { name: 'Mua chung' });
      await block.getByText('Đủ 2 người trong 24 giờ là được giá mua chung').waitFor();
      await block.getByText(/thiếu 1 người · còn 2\d:\d\d:\d\d/).waitFor();
      await block.getByRole('button', { name: 'Tham gia' }).click();

      await page.waitForURL(new RegExp(`${groupBuyRoomPagePath(room._id)}$`));
      await page.getByRole('heading', { level: 1, name: 'Phòng mua chung' }).waitFor();
      await steps.expectText(/Đã đủ người, chờ mọi người thanh toán/);
      await page.getByRole('button', { name: 'Thanh toán giá mua chung' }).click();

      await page.waitForURL(/\/thanh-toan-2\?x=true$/);
      await steps.expectText(PRODUCT);
      // The server priced the share at the group price, not the 300.000 of a single buy.
      await steps.expectText(/240\.000/);
      await expect.poll(() => page.getByRole('radiogroup', { name: 'Địa chỉ nhận hàng' }).getByRole('radio').first().isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
      await page.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản mua hàng của Modavi' }).click();
      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+$/);

      await steps.visit(groupBuyRoomPagePath(room._id));
      await steps.expectText('Phòng đã hoàn tất: đơn hàng của mọi người sẽ được giao');
      expect(await page.getByText('Đã thanh toán').count()).toBe(2);
    });
  });
});
