import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, type StoredAddress } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

interface AddressTyped {
  readonly name: string;
  readonly phone: string;
  readonly city: string;
  readonly district: string;
  readonly ward: string;
  readonly detail: string;
}

/** Fills the address form of the open dialog with real administrative units, in Vietnamese. */
async function addressFill(page: Page, address: AddressTyped, labels = VI) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels.name).fill(address.name);
  await dialog.getByLabel(labels.phone).fill(address.phone);
  await dialog.getByLabel(labels.city).selectOption({ label: address.city });
  await dialog.getByLabel(labels.district).selectOption({ label: address.district });
  await dialog.getByLabel(labels.ward).selectOption({ label: address.ward });
  await dialog.getByLabel(labels.detail).fill(address.detail);
}

const VI = {
  name: 'Họ tên người nhận',
  phone: 'Số điện thoại',
  city: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
  detail: 'Địa chỉ cụ thể (số nhà, tên đường)',
};
const EN = {
  name: "Recipient's name",
  phone: 'Phone number',
  city: 'Province/City',
  district: 'District',
  ward: 'Ward',
  detail: 'Street address (number, street)',
};

describe('account: address book', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('adds, edits, sets the default and deletes addresses with real province, district and ward choices (vi, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl);
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    const stored = () => apiAs<StoredAddress[]>(baseUrl, account, API_PATHS.addresses);
    await withFailureScreenshot(page, 'account-address-book-vi', async () => {
      await buyer.visit('/trang-ca-nhan?tab=addresses');
      await buyer.expectText('Bạn chưa có địa chỉ nào.');

      await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Lưu địa chỉ' }).click();
      // core's rules, in the spec's words, before anything is sent.
      await buyer.expectText('Vui lòng nhập họ tên người nhận');
      await buyer.expectText('Vui lòng chọn Tỉnh/Thành phố');
      await addressFill(page, {
        name: 'Nguyễn Thị Lan',
        phone: '0912345678',
        city: 'Thành phố Hà Nội',
        district: 'Quận Hoàn Kiếm',
        ward: 'Phường Hàng Bạc',
        detail: '12 Hàng Bạc',
      });
      await axeCheck(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await page.getByRole('article', { name: 'Địa chỉ của Nguyễn Thị Lan' }).waitFor();
      await buyer.expectText('Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội');
      await buyer.expectText('+84 091 234 5678');

      await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
      await addressFill(page, {
        name: 'Trần Văn Bình',
        phone: '0987654321',
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        detail: '5 Lê Lợi',
      });
      await page.getByRole('dialog').getByLabel('Loại địa chỉ').selectOption('company');
      await page.getByRole('dialog').getByLabel('Thời gian nhận hàng').selectOption('office_hours');
      await page.getByRole('dialog').getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await page.getByRole('article', { name: 'Địa chỉ của Trần Văn Bình' }).waitFor();
      await axeCheck(page);
      expect((await stored()).map((address) => [address.name, address.is_default])).toEqual([
        ['Nguyễn Thị Lan', true],
        ['Trần Văn Bình', false],
      ]);

      await page.getByRole('button', { name: 'Đặt làm mặc định: địa chỉ của Trần Văn Bình' }).click();
      await expect.poll(async () => (await stored()).find((address) => address.is_default)?.name).toBe('Trần Văn Bình');

      await page.getByRole('button', { name: 'Sửa địa chỉ của Nguyễn Thị Lan' }).click();
      await page.getByRole('dialog').getByLabel(VI.detail).fill('99 Hàng Bạc');
      await page.getByRole('dialog').getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await buyer.expectText('99 Hàng Bạc');

      await page.getByRole('button', { name: 'Xoá địa chỉ của Trần Văn Bình' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Xoá địa chỉ' }).click();
      await expect.poll(async () => (await stored()).map((address) => [address.name, address.detail, address.is_default])).toEqual([
        ['Nguyễn Thị Lan', '99 Hàng Bạc', true],
      ]);
      await page.reload();
      await page.getByRole('article', { name: 'Địa chỉ của Nguyễn Thị Lan' }).waitFor();
      expect(await page.getByRole('article', { name: 'Địa chỉ của Trần Văn Bình' }).count()).toBe(0);
    });
  });

  it('adds an address in English (kr, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Lee Min');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-address-book-kr', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await buyer.visit('/trang-ca-nhan?tab=addresses');
      await page.getByRole('button', { name: 'Add a new address' }).click();
      await addressFill(
        page,
        { name: 'Lee Min', phone: '0901234567', city: 'Thành phố Đà Nẵng', district: 'Quận Hải Châu', ward: 'Phường Hải Châu', detail: '3 Bạch Đằng' },
        EN,
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
      await page.getByRole('article', { name: 'Address of Lee Min' }).waitFor();
      await buyer.expectText('Default');
      await axeCheck(page);
    });
  });
});
