import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, CheckoutPreviewSchema, OrderSchema, moneyFormat, vnd } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore } from '../harness/checkout-probe';
import { sellerAccountCreate } from '../harness/seller-account';
import { sellerProductMake } from '../harness/seller-product-probe';
import { accountCreate, adminLogin, apiAs, signedIn } from '../harness/signed-in';

const PRODUCT = 'Váy lụa hoa nhí dạo phố mùa hè';
const PRICE = 300_000;
const PROMOTION_PRICE = 240_000;
const VOUCHER_OFF = 30_000;

describe('seller marketing: what a seller makes in the screens is what a buyer pays with', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('a seller creates a voucher and a 20% program; the buyer sees the program price and uses the voucher at checkout (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    // Arranged through the API: an approved seller with one approved product of its own (no variants), and a buyer with an address.
    const seller = await sellerAccountCreate(baseUrl, 'Tiệm Váy Khuyến Mãi', 'Đỗ Thị Bán');
    const admin = await adminLogin(baseUrl);
    const product = await sellerProductMake(baseUrl, seller, { name: PRODUCT, sale_price: vnd(PRICE), quantity: 20, classifications: [], variants: [] }, admin);
    const code = `MK${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    await signedIn(context, baseUrl, seller);

    await withFailureScreenshot(page, 'seller-marketing', async () => {
      // The voucher: 30.000đ off an order from 200.000đ, through the form.
      await page.goto('/ban-hang/ma-giam-gia');
      await page.getByRole('heading', { level: 1, name: 'Mã giảm giá' }).waitFor();
      await page.getByText('Shop chưa có mã giảm giá nào').waitFor();
      await axeCheck(page);
      await page.getByRole('link', { name: 'Tạo mã giảm giá' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Tạo mã giảm giá' }).waitFor();
      await page.getByLabel('Tên mã giảm giá').fill('Giảm 30K đơn từ 200K');
      await page.getByLabel('Mã voucher').fill(code.toLowerCase());
      await page.getByLabel('Số tiền giảm (đ)').fill('30.000');
      await page.getByLabel('Giá trị đơn hàng tối thiểu (đ)').fill('200.000');
      await page.getByLabel('Số lượt lưu').fill('100');
      await page.getByLabel('Tổng lượt sử dụng').fill('50');
      await axeCheck(page);
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('heading', { level: 1, name: 'Giảm 30K đơn từ 200K' }).waitFor();
      await page.getByText(code, { exact: true }).waitFor();
      await axeCheck(page);

      // The program: 20% off the product, 5 in promotion stock, through the form.
      await page.getByRole('link', { name: 'Chương trình của tôi' }).click();
      await page.getByRole('heading', { level: 1, name: 'Chương trình giảm giá' }).waitFor();
      await page.getByRole('link', { name: 'Tạo chương trình giảm giá' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Tạo chương trình giảm giá' }).waitFor();
      await page.getByLabel('Tên chương trình').fill('Tuần lễ váy lụa');
      await page.getByLabel('Tìm sản phẩm của shop').fill('hoa nhí');
      await page.getByRole('checkbox', { name: PRODUCT }).check();
      await page.getByLabel(`Mức giảm (%) – ${PRODUCT}`).fill('20');
      await page.getByLabel(`Số lượng khuyến mãi – ${PRODUCT}`).fill('5');
      await page.getByText(`giá khuyến mãi ${moneyFormat(PROMOTION_PRICE)}`).waitFor();
      await axeCheck(page);
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tuần lễ váy lụa' }).waitFor();
      await page.getByText(`${moneyFormat(PRICE)} → ${moneyFormat(PROMOTION_PRICE)}`).waitFor();
      await axeCheck(page);

      // The buyer: the product in the cart at the program's price, then the seller's voucher at checkout.
      const buyer = await accountCreate(baseUrl, 'Phạm Minh Mua');
      await addressStore(baseUrl, buyer.token);
      await apiAs(baseUrl, buyer, API_PATHS.cartAdd, { method: 'POST', body: { product_id: product.id, variant_id: null, quantity: 1 } });
      await signedIn(context, baseUrl, buyer);
      await page.goto('/gio-hang');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.getByText(moneyFormat(PROMOTION_PRICE)).count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Mua hàng', exact: true }).click();
      await page.waitForURL(/\/thanh-toan$/);
      await page.getByRole('heading', { level: 1, name: 'Thanh toán' }).waitFor();
      await page.getByRole('button', { name: 'Chọn voucher' }).click();
      const sheet = page.getByRole('dialog', { name: 'Voucher của Modavi và shop' });
      await sheet.getByRole('button', { name: `Dùng ${code}`, exact: true }).click();
      await sheet.getByRole('button', { name: 'Xong' }).click();
      await page.getByTestId('checkout-voucher-chosen').waitFor();
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
      await page.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản mua hàng của Modavi' }).click();

      // The screen prints the server's totals: the program's price less the seller's voucher, plus shipping.
      const cart = await apiAs<{ valid: { items: { _id: string }[] }[] }>(baseUrl, buyer, API_PATHS.cartAll);
      const [address] = await apiAs<{ _id: string }[]>(baseUrl, buyer, API_PATHS.addresses);
      const preview = CheckoutPreviewSchema.parse(
        await apiAs(baseUrl, buyer, API_PATHS.checkoutPreview, {
          method: 'POST',
          body: {
            shops: [{ shop_id: seller.shopId, items: [{ cart_line_id: cart.valid[0]?.items[0]?._id, product_id: product.id, variant_id: null, quantity: 1 }] }],
            address_id: address?._id,
            payment_method: 'CASH',
            voucher_codes: [code],
            agreed_terms: true,
          },
        }),
      );
      expect(preview.issues).toEqual([]);
      expect(preview.vouchers.map((voucher) => [voucher.code, voucher.applied, voucher.voucher?.amount])).toEqual([[code, true, VOUCHER_OFF]]);
      expect(preview.totals.shop_vouchers).toBe(VOUCHER_OFF);
      expect(preview.totals.payable).toBe(PROMOTION_PRICE - VOUCHER_OFF + preview.totals.shipping_fee - preview.totals.shipping_discount);
      await expect.poll(() => page.getByTestId('checkout-payable').textContent()).toBe(moneyFormat(preview.totals.payable));
      await axeCheck(page);

      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await page.waitForURL(/\/thanh-toan\/ket-qua\/[^/?]+/);
      await page.getByRole('heading', { level: 1, name: 'Đặt hàng thành công' }).waitFor();
      const orderId = /\/thanh-toan\/ket-qua\/([^/?]+)/.exec(page.url())?.[1] ?? '';
      const order = OrderSchema.parse(await apiAs(baseUrl, buyer, API_PATHS.order(orderId)));
      expect(order.total_order_payment).toBe(preview.totals.payable);
      expect(order.shops[0]?.items[0]?.sale_price).toBe(PROMOTION_PRICE);
      expect(order.vouchers?.map((voucher) => [voucher.code, voucher.amount])).toEqual([[code, VOUCHER_OFF]]);
    });
  });
});
