import { afterEach, describe, it } from 'vitest';
import { DEV_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { apiAs, signedIn } from '../harness/signed-in';
import { sellerAccountCreate } from '../harness/seller-account';

const PRODUCT = 'Áo dài lụa nghỉ Tết';
const NEW_NAME = 'Tiệm Áo Dài Mùa Xuân';
const DESCRIPTION =
  'Tiệm may áo dài lụa tơ tằm tại Huế, mỗi chiếc được cắt theo số đo và giao trong năm ngày. Đổi size miễn phí trong bảy ngày nếu áo chưa qua sử dụng.';
/** A Vietnamese calendar day `days` from today, as the date field takes it, and as the pages print it. */
const dayAhead = (days: number) => {
  const iso = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { input: iso, shown: `${day}/${month}/${year}` };
};

describe('seller settings: pause mode and shop information', () => {
  const open: OpenBrowser[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.close()));
  });

  it("a seller pauses the shop on the screen and a buyer's purchase is refused with the message; the edited shop information shows on the seller page", async () => {
    const seller = await browserOpen('desktop');
    const buyer = await browserOpen('phone');
    open.push(seller, buyer);
    const { baseUrl } = seller;
    // Arranged through the API: an approved seller with one product of its own.
    const account = await sellerAccountCreate(baseUrl, 'Tiệm Áo Dài Thử');
    const { _id: productId } = await apiAs<{ _id: string }>(baseUrl, account, DEV_API_PATHS.devShopProductCopy, { method: 'POST', body: { shopId: account.shopId, name: PRODUCT } });
    await signedIn(seller.context, baseUrl, account);
    const reopen = dayAhead(3);
    const page = seller.page;

    await withFailureScreenshot(page, 'seller-settings-pause', async () => {
      await page.goto('/ban-hang/cai-dat/che-do-tam-nghi');
      await page.getByRole('heading', { level: 1, name: 'Chế độ tạm nghỉ' }).waitFor();
      // Core's rule refuses in place before any call.
      await page.getByRole('button', { name: 'Bật chế độ tạm nghỉ' }).click();
      await page.getByText('Vui lòng chọn ngày mở bán lại').waitFor();
      await axeCheck(page);
      await page.getByLabel('Ngày mở bán lại').fill(reopen.input);
      await page.getByLabel('Lời nhắn cho người mua').fill('Shop nghỉ Tết, hẹn gặp lại!');
      await page.getByRole('button', { name: 'Bật chế độ tạm nghỉ' }).click();
      // The seller area's banner says so on every page, with the way to turn it off.
      const banner = page.getByRole('status').filter({ hasText: `Shop đang tạm nghỉ, mở bán lại ngày ${reopen.shown}: đến lúc đó người mua chưa đặt được hàng` });
      await banner.waitFor();
      await page.goto('/ban-hang/quan-ly-don-hang');
      await banner.waitFor();
      await page.getByRole('button', { name: 'Tắt chế độ tạm nghỉ' }).waitFor();
      await axeCheck(page);
    });

    await withFailureScreenshot(buyer.page, 'seller-settings-buyer', async () => {
      await buyer.page.goto('/');
      await pageDrawn(buyer.page);
      await buyer.page.goto(`/san-pham/${productId}`);
      await buyer.page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
      await buyer.page.getByText(`Shop đang tạm nghỉ, mở bán lại ngày ${reopen.shown}`).waitFor();
      await buyer.page.getByText('Lời nhắn của shop: Shop nghỉ Tết, hẹn gặp lại!').waitFor();
      await axeCheck(buyer.page);
      await buyer.page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).first().click();
      await buyer.page.getByText('Cửa hàng đang tạm nghỉ nên chưa nhận đặt hàng, vui lòng quay lại sau').first().waitFor();
    });

    await withFailureScreenshot(page, 'seller-settings-info', async () => {
      await page.goto('/ban-hang/cai-dat/thong-tin-cua-hang');
      await page.getByRole('heading', { level: 1, name: 'Thông tin cửa hàng' }).waitFor();
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await page.getByText('Vui lòng nhập mô tả cửa hàng').waitFor();
      await axeCheck(page);
      await page.getByLabel('Tên cửa hàng').fill(NEW_NAME);
      await page.getByLabel('Mô tả cửa hàng').fill(DESCRIPTION);
      await page.getByLabel('Tỉnh/Thành phố').selectOption('Thành phố Hà Nội');
      await page.getByLabel('Quận/Huyện').selectOption('Quận Ba Đình');
      await page.getByLabel('Phường/Xã').selectOption('Phường Phúc Xá');
      await page.getByLabel('Số nhà, tên đường').fill('12 Phúc Xá');
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await page.getByText('Đã lưu cài đặt').first().waitFor();
      // The seller area's top bar follows the new name.
      await page.getByRole('banner').getByText(NEW_NAME).waitFor();
    });

    await withFailureScreenshot(buyer.page, 'seller-settings-seller-page', async () => {
      await buyer.page.goto(`/nguoi-ban/${account.shopId}`);
      await buyer.page.getByRole('heading', { level: 1, name: NEW_NAME }).waitFor();
      await buyer.page.getByText(DESCRIPTION).waitFor();
      await buyer.page.getByText('Địa chỉ: Thành phố Hà Nội').waitFor();
      await buyer.page.getByText(`Shop đang tạm nghỉ, mở bán lại ngày ${reopen.shown}`).waitFor();
      await axeCheck(buyer.page);
    });
  });
});
