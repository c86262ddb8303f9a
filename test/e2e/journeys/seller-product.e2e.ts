import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { vnd, SELLER_API_PATHS, ADMIN_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { addressStore, orderIdsOf } from '../harness/checkout-probe';
import { sellerAccountCreate } from '../harness/seller-account';
import { PNG, sellerProductMake, sellerProductSave } from '../harness/seller-product-probe';
import { shopper } from '../harness/shopper';
import { accountCreate, adminLogin, apiAs, signedIn } from '../harness/signed-in';

/** The form's words and core's messages as vi shows them. */
const WORDS = {
  nameLength: 'Tên sản phẩm phải có từ 10 đến 200 ký tự',
  descriptionLength: 'Mô tả sản phẩm phải có từ 100 đến 3000 ký tự',
  imageMissing: 'Vui lòng thêm ít nhất một hình ảnh sản phẩm',
  optionName: 'Tên tuỳ chọn phải có ít nhất 3 ký tự',
  submit: 'Gửi duyệt',
  priceLocked: /Đã hết lượt đổi giá \(tối đa 3 lần trong 14 ngày\)/,
  cannotUpdatePrice: 'Không thể cập nhật giá: chỉ được đổi giá tối đa 3 lần trong 14 ngày',
} as const;

const DESCRIPTION =
  'Áo thun cotton 100% dệt kim mịn, cổ tròn bo gân, form suông vừa người. Vải dày dặn, thấm hút mồ hôi tốt, không xù lông sau nhiều lần giặt máy.';

/** One unique word per run, so search finds this test's product and nothing of another run. */
const runWord = () => `Mdv${Date.now().toString(36)}`;

/** Fills one classification's fieldset: its name and its options (name, price, stock). */
async function classificationFill(page: Page, index: number, name: string, options: readonly (readonly [string, string, string])[]) {
  const group = page.getByRole('group', { name: `Phân loại ${index}` });
  await group.getByLabel('Tên phân loại', { exact: true }).fill(name);
  for (const [at, [option, price, stock]] of options.entries()) {
    if (at > 0) await group.getByRole('button', { name: 'Thêm tuỳ chọn' }).click();
    await group.getByLabel(`Tuỳ chọn ${at + 1}`, { exact: true }).fill(option);
    await group.getByLabel(`Giá tuỳ chọn ${at + 1}`, { exact: true }).fill(price);
    await group.getByLabel(`Kho tuỳ chọn ${at + 1}`, { exact: true }).fill(stock);
  }
}

/** A size chart row of the 'tops' template: chest, shoulder, top length (core's SIZE_CHART_TEMPLATES). */
const sizeRow = (size_name: string, ...values: string[]) => ({
  size_name,
  size_values: [1, 4, 5].map((attribute_id, index) => ({ attribute_id, values: values[index] ?? '', name: '' })),
});

describe("a seller's product: created in the form, approved, found and bought; its price lock", () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('is created with colour and size (2 x 2) after the form refuses it, approved by the admin, found by search and bought cash on delivery (vi)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const seller = await sellerAccountCreate(baseUrl, 'Mộc Studio');
    const word = runWord();
    const name = `Áo thun cổ tròn ${word}`;
    // The shop's size chart (its own screens are the size chart journey's subject): made through the API.
    const chart = await apiAs<{ _id: string }>(baseUrl, seller, SELLER_API_PATHS.sellerSizeCharts, {
      method: 'POST',
      body: { name: 'Bảng size áo thun', type: 'tops', rows: [sizeRow('M', '86-90', '40', '66'), sizeRow('L', '92-96', '42', '68')] },
    });
    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-product-create', async () => {
      await page.goto('/ban-hang/quan-ly-san-pham/tao');
      await pageDrawn(page);
      await page.getByLabel('Tên sản phẩm', { exact: true }).fill('Áo thun');
      await page.getByLabel('Mô tả sản phẩm', { exact: true }).fill('Áo thun đẹp');
      await page.getByRole('button', { name: WORDS.submit }).click();
      await page.getByText(WORDS.nameLength).waitFor();
      await page.getByText(WORDS.descriptionLength).waitFor();
      await page.getByText(WORDS.imageMissing).waitFor();
      await axeCheck(page);

      await page.getByLabel('Tên sản phẩm', { exact: true }).fill(name);
      await page.getByLabel('Mô tả sản phẩm', { exact: true }).fill(DESCRIPTION);
      await page.getByLabel('Ngành hàng', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Hình ảnh sản phẩm (tối đa 3)').setInputFiles({ name: 'ao-thun.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: /1/ }).first().waitFor();

      await page.getByRole('button', { name: 'Thêm phân loại' }).click();
      await classificationFill(page, 1, 'Màu sắc', [
        ['Trắng kem', '189000', '8'],
        ['Đỏ', '199000', '6'],
      ]);
      await page.getByRole('button', { name: 'Thêm phân loại' }).click();
      await classificationFill(page, 2, 'Kích cỡ', [
        ['Cỡ M', '189000', '5'],
        ['Cỡ L', '199000', '5'],
      ]);
      await page.getByRole('button', { name: WORDS.submit }).click();
      // 'Đỏ' is two characters: the option rule (at least 3) is shown at the option.
      await page.getByText(WORDS.optionName).waitFor();
      await page.getByRole('group', { name: 'Phân loại 1' }).getByLabel('Tuỳ chọn 2', { exact: true }).fill('Đỏ đô');

      // The matrix follows the options: four rows, each with its own price and stock.
      const matrix = page.getByRole('table', { name: 'Bảng phân loại hàng' });
      await expect.poll(() => matrix.getByRole('row').count()).toBe(5);
      const rows = [
        ['Trắng kem | Cỡ M', '189000', '4'],
        ['Trắng kem | Cỡ L', '195000', '3'],
        ['Đỏ đô | Cỡ M', '199000', '2'],
        ['Đỏ đô | Cỡ L', '205000', '1'],
      ] as const;
      for (const [variant, price, stock] of rows) {
        await matrix.getByLabel(`Giá của ${variant}`).fill(price);
        await matrix.getByLabel(`Kho của ${variant}`).fill(stock);
      }
      for (const [label, value] of [
        ['Cân nặng (gram)', '250'],
        ['Dài (cm)', '30'],
        ['Rộng (cm)', '25'],
        ['Cao (cm)', '3'],
        ['Thời gian chuẩn bị hàng (ngày)', '5'],
        ['Thời hạn đổi trả (ngày)', '7'],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await page.getByLabel('Bảng kích cỡ', { exact: true }).selectOption({ label: 'Bảng size áo thun' });
      await page.getByRole('checkbox', { name: 'Còn nguyên tem mác' }).click();
      await page.getByRole('button', { name: WORDS.submit }).click();
      await page.waitForURL(/\/ban-hang\/quan-ly-san-pham$/);
      const row = page.getByRole('listitem').filter({ hasText: name });
      await row.getByText('Chờ duyệt').waitFor();
      await row.getByText('Kho: 10').waitFor();
    });

    // The admin approves it (arranged through the API: the queue page is the admin journey's subject).
    const admin = await adminLogin(baseUrl);
    const queue = await apiAs<{ items: { _id: string; name: string }[] }>(baseUrl, admin, ADMIN_API_PATHS.adminProducts);
    const queued = queue.items.find((item) => item.name === name);
    expect(queued).toBeDefined();
    await apiAs(baseUrl, admin, ADMIN_API_PATHS.adminProductApprove(queued?._id ?? ''), { method: 'POST' });

    const buyerAccount = await accountCreate(baseUrl, 'Trần Bảo Ngọc');
    await addressStore(baseUrl, buyerAccount.token);
    await browser.close();
    browser = await browserOpen('phone');
    const buying = browser.page;
    await signedIn(browser.context, baseUrl, buyerAccount);
    const buyer = shopper(buying);
    await withFailureScreenshot(buying, 'seller-product-bought', async () => {
      await buyer.visit(`/tim-kiem?q=${encodeURIComponent(word)}`);
      await buyer.openProduct(name);
      // The chart the seller chose is the one the buyer reads (with the fit suggestion beside it).
      await buyer.expectText('Bảng size áo thun (cm)');
      // The option's name ends in a letter \b does not know ('ô'): its radio is found by its start.
      await buying.getByRole('radio', { name: /^Đỏ đô / }).click();
      await buyer.chooseOption('Cỡ L');
      await buyer.addToCart(/^Thêm vào giỏ hàng$/);
      await buyer.expectCartBadge(/^Giỏ hàng, 1 sản phẩm$/);
      await buyer.visit('/gio-hang');
      await buyer.expectText('Đỏ đô | Cỡ L');
      await buying.getByRole('button', { name: 'Mua hàng', exact: true }).click();
      await buying.waitForURL(/\/thanh-toan$/);
      await expect.poll(() => buying.getByRole('radio', { name: /Nguyễn Thị Mai/ }).first().isChecked(), { timeout: 15_000 }).toBe(true);
      await buying.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
      await buying.getByRole('checkbox', { name: 'Tôi đồng ý với Điều khoản mua hàng của Modavi' }).click();
      await buying.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await buying.getByText('Đặt hàng thành công').first().waitFor();
    });
    const [orderId] = await orderIdsOf(baseUrl, buyerAccount.token);
    expect(orderId).toBeDefined();
    const seen = await apiAs<{ product: { quantity: number }; form: { size_chart_id?: string | null } }>(baseUrl, seller, SELLER_API_PATHS.sellerProduct(queued?._id ?? ''));
    expect(seen.product.quantity).toBe(9);
    expect(seen.form.size_chart_id).toBe(chart._id);
  });

  it('refuses a fourth price change in 14 days, with the lock explained at the price (vi)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const seller = await sellerAccountCreate(baseUrl, 'Giá Tốt Shop');
    const admin = await adminLogin(baseUrl);
    const made = await sellerProductMake(baseUrl, seller, { name: `Quần tây ống suông ${runWord()}`, classifications: [], variants: [] }, admin);
    for (const price of [460_000, 470_000, 480_000]) await sellerProductSave(baseUrl, seller, made.id, { ...made.draft, sale_price: vnd(price) });
    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-product-price-lock', async () => {
      await page.goto(`/ban-hang/quan-ly-san-pham/cap-nhat/${made.id}`);
      await pageDrawn(page);
      const price = page.getByLabel('Giá bán (₫)', { exact: true });
      await price.waitFor();
      await page.getByText(WORDS.priceLocked).waitFor();
      expect(await price.inputValue()).toBe('480000');
      await price.fill('490000');
      await page.getByRole('button', { name: WORDS.submit }).click();
      await page.getByText(WORDS.cannotUpdatePrice).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/ban-hang/quan-ly-san-pham/cap-nhat/${made.id}`);
      await axeCheck(page);
    });
    const seen = await apiAs<{ product: { sale_price: number } }>(baseUrl, seller, SELLER_API_PATHS.sellerProduct(made.id));
    expect(seen.product.sale_price).toBe(480_000);
  });
});
