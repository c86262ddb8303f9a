import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type SellerAccount, DEV_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, adminLogin, apiAs, signedIn, type Account } from '../harness/signed-in';

// An 8 x 8 PNG, so the server really decodes and stores it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4qZ2HFTEMLQkAP6RcgULzPMEAAAAASUVORK5CYII=', 'base64');
const DESCRIPTION =
  'Tiệm chuyên áo dài may đo thủ công, vải lụa tơ tằm và gấm, giao hàng toàn quốc, nhận sửa và đổi size trong bảy ngày sau khi nhận hàng.';

/** Spec 6 first: the account proves an email (code from the dev outbox) and gives its ID number, through the API. */
async function verified(baseUrl: string, account: Account): Promise<void> {
  const email = `seller.${account.phone}@modavi.test`;
  const asked = await apiAs<{ destination: string }>(baseUrl, account, API_PATHS.accountContactCode, {
    method: 'POST',
    body: { channel: 'email', destination: email },
  });
  const outbox = await apiAs<{ items: { code: string }[] }>(
    baseUrl,
    account,
    `${DEV_API_PATHS.devOutbox}?destination=${encodeURIComponent(asked.destination)}`,
  );
  await apiAs(baseUrl, account, API_PATHS.me, {
    method: 'PUT',
    body: { name: account.name, phone: account.phone, email, id_number: '001095012345', email_code: outbox.items[0]?.code },
  });
}

describe('seller registration', () => {
  const open: OpenBrowser[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((browser) => browser.close()));
  });

  it('registers a shop with its documents, waits for approval, and the admin approves it', async () => {
    const seller = await browserOpen('desktop');
    open.push(seller);
    const { page, context, baseUrl } = seller;
    const account = await accountCreate(baseUrl, 'Nguyễn Thị Lan');
    await verified(baseUrl, account);
    await signedIn(context, baseUrl, account);
    const store = `Tiệm Áo Dài ${account.phone.slice(-4)}`;
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'seller-registration', async () => {
      await buyer.visit('/become-seller/dang-ky');
      // Prefilled from the verified account; the rules are core's, shown as the seller leaves a field.
      expect(await page.getByLabel('Số CCCD/CMND').inputValue()).toBe('001095012345');
      await page.getByLabel('Tên cửa hàng').fill(store);
      const description = page.getByLabel('Mô tả cửa hàng');
      await description.fill('Áo dài đẹp');
      await description.blur();
      await buyer.expectText('Mô tả cửa hàng phải có từ 100 đến 500 ký tự');
      await description.fill(DESCRIPTION);
      await page.getByLabel('Cá nhân/Hộ kinh doanh').check();
      await page.getByLabel('Ngành hàng kinh doanh').selectOption('fashion_women');
      await page.getByLabel('Nền tảng đang kinh doanh').selectOption('facebook');
      await page.getByLabel('Đường dẫn cửa hàng').fill('https://facebook.com/tiemaodai');
      await page.getByLabel('Tỉnh/Thành phố').selectOption({ index: 1 });
      const district = page.getByLabel('Quận/Huyện');
      await expect.poll(() => district.isEnabled()).toBe(true);
      await district.selectOption({ index: 1 });
      const ward = page.getByLabel('Phường/Xã');
      await expect.poll(() => ward.isEnabled()).toBe(true);
      await ward.selectOption({ index: 1 });
      await page.getByLabel('Số nhà, tên đường').fill('12 Hàng Bông');
      for (const label of ['Ảnh mặt trước CCCD/CMND', 'Ảnh mặt sau CCCD/CMND', 'Ảnh giấy phép kinh doanh']) {
        await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'giay-to.png', mimeType: 'image/png', buffer: PNG });
        await page.getByAltText(`${label} đã tải lên`).waitFor();
      }
      // The draft is on the server before anything is sent.
      await buyer.expectText('Đã lưu nháp');
      await axeCheck(page);
      await page.getByRole('button', { name: 'Gửi đăng ký' }).click();
      await page.getByRole('heading', { name: 'Hồ sơ đang chờ duyệt' }).waitFor();
      await buyer.expectText(/Dự kiến phản hồi trước \d{2}\/\d{2}\/\d{4}/);
      await axeCheck(page);
      // The account menu now leads to the seller centre.
      await page.getByRole('button', { name: 'Tài khoản của Nguyễn Thị Lan' }).click();
      await page.getByRole('menuitem', { name: 'Kênh người bán' }).waitFor();
      await page.keyboard.press('Escape');
      // The seller area's guard sends a pending application to this page.
      await page.goto('/ban-hang');
      await page.waitForURL('**/become-seller/trang-thai');
    });

    const admin = await browserOpen('desktop');
    open.push(admin);
    await signedIn(admin.context, admin.baseUrl, await adminLogin(admin.baseUrl));
    await withFailureScreenshot(admin.page, 'seller-registration-admin', async () => {
      await shopper(admin.page).visit('/');
      await admin.page.getByRole('button', { name: 'Tài khoản của Modavi Admin' }).click();
      await admin.page.getByRole('menuitem', { name: 'Quản trị' }).click();
      await admin.page.waitForURL('**/quan-tri/cua-hang');
      await shopper(admin.page).visit(`/quan-tri/cua-hang?q=${encodeURIComponent(store)}`);
      await admin.page.getByRole('link', { name: store }).click();
      await admin.page.getByRole('heading', { level: 1, name: store }).waitFor();
      await admin.page.getByRole('img', { name: 'Ảnh giấy phép kinh doanh' }).waitFor();
      await axeCheck(admin.page);
      await admin.page.getByRole('button', { name: 'Duyệt cửa hàng' }).click();
      await admin.page.getByText('Đã duyệt', { exact: true }).waitFor();
    });

    const me = await apiAs<SellerAccount>(baseUrl, account, SELLER_API_PATHS.sellerMe);
    expect(me).toMatchObject({ account_status: 'approved', shop: { name: store } });
    await withFailureScreenshot(page, 'seller-registration-approved', async () => {
      // Before the approval the seller area sent this account to its status; now it opens.
      await buyer.visit('/become-seller/trang-thai');
      await page.getByRole('heading', { name: 'Chúc mừng! Cửa hàng đã được duyệt' }).waitFor();
      await page.getByRole('link', { name: 'Vào Kênh người bán' }).click();
      await page.waitForURL('**/ban-hang/**');
      expect(new URL(page.url()).pathname).not.toMatch(/^\/become-seller/);
    });
  });
});
