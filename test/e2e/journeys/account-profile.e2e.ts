import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type UserProfile } from '@modavi/core';
import { axeCheck, browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { emailFresh, outboxCode, phoneKey } from '../harness/auth-steps';
import { accountCreate, apiAs, phoneFresh, signedIn } from '../harness/signed-in';

const MEASURES_VI: ReadonlyArray<readonly [string, string]> = [
  ['Chiều cao (cm)', '162'],
  ['Cân nặng (kg)', '51.5'],
  ['Vòng ngực (cm)', '84'],
  ['Eo trên (cm)', '64'],
  ['Eo dưới (cm)', '70'],
  ['Vòng mông (cm)', '90'],
  ['Dài tay/vai (cm)', '37'],
  ['Dài áo (cm)', '58'],
  ['Dài quần (cm)', '96'],
  ['Vòng đáy (cm)', '60'],
];

describe('account: profile edit', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('edits the profile with every body measurement, and it survives a reload (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Nguyễn Thị Lan');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-profile-vi', async () => {
      // Landing waits for the page itself, then checks accessibility (networkidle can come before the first render under load).
      await page.goto('/trang-ca-nhan');
      await page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' }).waitFor();
      await page.getByRole('button', { name: 'Tài khoản của Nguyễn Thị Lan' }).waitFor();
      await axeCheck(page);
      // A mark on this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { modaviSamePage: true }));
      // A wrong value is refused in place with the spec's words, before any call.
      await page.getByLabel('Số CCCD/CMND').fill('123');
      await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
      await buyer.expectText('Giấy tờ tùy thân không hợp lệ');

      await page.getByLabel('Họ và tên').fill('Nguyễn Thị Lan Anh');
      const email = emailFresh();
      const phone = phoneFresh();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Số điện thoại').fill(phone);
      await page.getByLabel('Giới tính').selectOption('female');
      await page.getByLabel('Ngày sinh').fill('1996-03-08');
      await page.getByLabel('Số CCCD/CMND').fill('001196012345');
      for (const [label, value] of MEASURES_VI) await page.getByLabel(label).fill(value);
      await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
      // A new email and phone are saved only with the codes sent to them.
      await page.getByRole('heading', { level: 2, name: 'Xác nhận thông tin liên hệ mới' }).waitFor();
      await axeCheck(page);
      const emailCode = page.getByLabel(`Mã xác thực gửi tới ${email}`);
      const phoneCode = page.getByLabel(`Mã xác thực gửi tới ${phoneKey(phone)}`);
      const [sentToEmail, sentToPhone] = [await outboxCode(baseUrl, email), await outboxCode(baseUrl, phoneKey(phone))];
      await emailCode.fill(sentToEmail);
      await phoneCode.fill(String((Number(sentToPhone) + 1) % 1_000_000).padStart(6, '0'));
      await page.getByRole('button', { name: 'Xác nhận và lưu hồ sơ' }).click();
      await buyer.expectText('Mã xác thực không hợp lệ');
      expect((await apiAs<UserProfile>(baseUrl, account, API_PATHS.me)).email).toBeNull();
      await phoneCode.fill(sentToPhone);
      await page.getByRole('button', { name: 'Xác nhận và lưu hồ sơ' }).click();
      await buyer.expectText('Đã lưu hồ sơ');
      // The header's account menu carries the new name at once, on the same page (the auth session heard of it).
      await page.getByRole('button', { name: 'Tài khoản của Nguyễn Thị Lan Anh' }).waitFor();
      expect(await page.evaluate(() => (window as { modaviSamePage?: boolean }).modaviSamePage)).toBe(true);
      // The phone comes back in the spec's format.
      await expect.poll(() => page.getByLabel('Số điện thoại').inputValue()).toBe(phoneKey(phone));
      expect(await page.getByLabel('Email').inputValue()).toBe(email);

      await page.reload();
      await page.getByLabel('Họ và tên').waitFor();
      expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Nguyễn Thị Lan Anh');
      expect(await page.getByLabel('Giới tính').inputValue()).toBe('female');
      expect(await page.getByLabel('Ngày sinh').inputValue()).toBe('1996-03-08');
      for (const [label, value] of MEASURES_VI) expect(await page.getByLabel(label).inputValue()).toBe(value);
      await buyer.visit('/trang-ca-nhan');

      const me = await apiAs<UserProfile>(baseUrl, account, API_PATHS.me);
      expect(me.body_measurements).toMatchObject({ height: 162, weight: 51.5, bottom: 60 });
    });
  });

  it('shows the profile, payment and notification settings in English (kr, phone)', async () => {
    browser = await browserOpen('phone');
    const { page, context, baseUrl } = browser;
    const account = await accountCreate(baseUrl, 'Trần Minh');
    await signedIn(context, baseUrl, account);
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-profile-kr', async () => {
      await buyer.visit('/');
      await buyer.switchLanguage(/^English$/);
      await buyer.visit('/trang-ca-nhan');
      await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe('Trần Minh');
      // At phone width every section's tab is in sight (rows, not a hidden sideways scroll).
      const tabs = await page.getByRole('tab').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
      expect(tabs).toHaveLength(5);
      const viewport = await page.evaluate(() => ({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }));
      for (const right of tabs) expect(right).toBeLessThanOrEqual(viewport.inner);
      expect(viewport.scroll).toBeLessThanOrEqual(viewport.inner);

      await page.getByRole('tab', { name: 'Payment' }).click();
      await page.getByLabel('Preferred payment method').selectOption('MOMO');
      await page.getByLabel('Account number').fill('12');
      await page.getByRole('button', { name: 'Save payment information' }).click();
      await buyer.expectText('Please enter the bank name');
      await page.getByLabel('Bank name').fill('Vietcombank');
      await page.getByLabel('Account number').fill('0011002345678');
      await page.getByLabel('Account holder').fill('Tran Minh');
      await page.getByRole('button', { name: 'Save payment information' }).click();
      await buyer.expectText('Payment information saved');
      await axeCheck(page);

      await page.getByRole('tab', { name: 'Notifications' }).click();
      await page.getByRole('checkbox', { name: 'Promotions and vouchers' }).click();
      await expect
        .poll(async () => (await apiAs<{ notifications: { promotions: boolean } }>(baseUrl, account, API_PATHS.accountSettings)).notifications.promotions)
        .toBe(false);
      const settings = await apiAs<{ payment: { preferred_method: string; refund_account_holder: string } }>(baseUrl, account, API_PATHS.accountSettings);
      expect(settings.payment).toMatchObject({ preferred_method: 'MOMO', refund_account_holder: 'TRAN MINH' });
    });
  });
});
