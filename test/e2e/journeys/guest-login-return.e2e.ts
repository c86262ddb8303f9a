import { afterEach, describe, expect, it } from 'vitest';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountSteps, emailAccountCreate, outboxCode } from '../harness/auth-steps';

describe('a guest who opens a private page', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('is asked to log in with the reason, and lands on the page it asked for after an email code', async () => {
    browser = await browserOpen('phone');
    const { page, baseUrl } = browser;
    const account = accountSteps(page);
    const existing = await emailAccountCreate(baseUrl, 'Lê Thu Hà');
    await withFailureScreenshot(page, 'guest-login-return', async () => {
      await page.goto('/trang-ca-nhan/don-hang');
      // Home, with the prompt and its reason (the guest's cookie was issued on the way).
      await account.dialog().getByText('Vui lòng đăng nhập để xem trang này. Sau khi đăng nhập, bạn sẽ quay lại đúng trang đó.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await account.chooseTab(/^Mã qua email$/);
      await account.fill(/^Email$/, existing.email);
      await account.press(/^Gửi mã xác thực$/);
      await account.fill(/^Mã xác thực/, await outboxCode(baseUrl, existing.email));
      await account.press(/^Đăng nhập$/);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/trang-ca-nhan/don-hang');
      await account.expectLoggedIn('Tài khoản của Lê Thu Hà');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });

  it('asks from the phone’s bottom navigation too, and stays home when the prompt is closed', async () => {
    browser = await browserOpen('phone');
    const { page } = browser;
    const account = accountSteps(page);
    await withFailureScreenshot(page, 'guest-login-close', async () => {
      await page.goto('/danh-muc');
      await page.waitForLoadState('networkidle');
      const bottomNav = page.getByRole('navigation', { name: 'Điều hướng dưới' });
      expect(await bottomNav.getByRole('link', { name: 'Danh mục' }).getAttribute('aria-current')).toBe('page');
      await bottomNav.getByRole('link', { name: 'Tôi' }).tap();
      await account.dialog().getByText('Vui lòng đăng nhập để xem trang này. Sau khi đăng nhập, bạn sẽ quay lại đúng trang đó.').waitFor();
      await page.keyboard.press('Escape');
      await account.dialog().waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
});
