import { afterEach, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, type ShopFollow, type TopSellerPage, type Voucher } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';
import { api, expectNoHorizontalOverflow, localeUse } from './discover-steps';

const WORDS = {
  vi: { follow: 'Theo dõi', following: 'Đã theo dõi', vouchers: 'Mã giảm giá của shop', products: 'Sản phẩm của shop', categories: 'Danh mục của shop' },
  kr: { follow: 'Follow', following: 'Following', vouchers: 'Shop vouchers', products: 'Shop products', categories: 'Shop categories' },
} as const;

/** A shop whose page shows vouchers (asked of the running server, not a fixture). */
async function shopWithVouchers(baseUrl: string): Promise<{ id: string; name: string; vouchers: Voucher[] }> {
  const ranking = await api<TopSellerPage>(baseUrl, 'api/v1/public/top-sellers?limit=60');
  for (const shop of ranking.items) {
    const vouchers = await api<Voucher[]>(baseUrl, API_PATHS.shopVouchers(shop._id));
    if (vouchers.length > 0) return { id: shop._id, name: shop.name, vouchers };
  }
  throw new Error('no shop with public vouchers');
}

/** Records the login prompt requests features send (the auth feature answers them with its dialogs). */
const promptsRecord = (page: Page) =>
  page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { loginPrompts: unknown[] }).loginPrompts = seen;
    window.addEventListener('modavi:login-prompt', (event) => seen.push((event as CustomEvent).detail));
  });
const promptsCount = (page: Page) => page.evaluate(() => (window as unknown as { loginPrompts: unknown[] }).loginPrompts.length);

describe('the seller page: header, vouchers, categories, products, following', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it.each([
    { locale: 'vi', viewport: 'phone' },
    { locale: 'kr', viewport: 'desktop' },
  ] as const)('a visitor sees the shop and is asked to log in to follow ($locale, $viewport)', async ({ locale, viewport }) => {
    const baseUrl = inject('baseUrl');
    const shop = await shopWithVouchers(baseUrl);
    browser = await browserOpen(viewport);
    const { page } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `discover-seller-visitor-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await localeUse(page, locale);
      await page.goto(`/nguoi-ban/${shop.id}`);
      await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
      await buyer.visit(page.url());
      await expectNoHorizontalOverflow(page);

      // Vouchers of the shop, by code.
      await page.getByRole('heading', { level: 2, name: words.vouchers }).waitFor();
      expect(await page.getByTestId('shop-voucher').count()).toBe(shop.vouchers.length);
      expect(await page.getByTestId('shop-voucher').first().textContent()).toContain(shop.vouchers[0]?.code ?? '');

      // Categories of the shop narrow the products, in the address.
      const categoryLinks = page.getByRole('group', { name: words.categories }).getByRole('button');
      if ((await categoryLinks.count()) > 1) {
        await categoryLinks.nth(1).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('shop_category_id')).not.toBeNull();
        // The list shows once its page has loaded (the address changes first).
        await expect.poll(() => categoryLinks.nth(1).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
        expect(await categoryLinks.nth(0).getAttribute('aria-pressed')).toBe('false');
      }

      // Following needs an account: the login prompt is asked for, the server is not called.
      await promptsRecord(page);
      await page.getByTestId('follow-button').click();
      await expect.poll(() => promptsCount(page)).toBe(1);
      expect(await page.getByTestId('follow-button').textContent()).toBe(words.follow);
    });
  });

  it.each([
    { locale: 'vi', viewport: 'desktop' },
    { locale: 'kr', viewport: 'phone' },
  ] as const)('a signed-in buyer follows and unfollows ($locale, $viewport)', async ({ locale, viewport }) => {
    const baseUrl = inject('baseUrl');
    const account = await accountCreate(baseUrl);
    const ranking = await api<TopSellerPage>(baseUrl, 'api/v1/public/top-sellers?limit=5');
    const shop = ranking.items[locale === 'vi' ? 1 : 2];
    if (!shop) throw new Error('no shop');
    browser = await browserOpen(viewport);
    const { page, context } = browser;
    const buyer = shopper(page);
    const words = WORDS[locale];
    await withFailureScreenshot(page, `discover-seller-follow-${locale}-${viewport}`, async () => {
      await buyer.visit('/');
      await localeUse(page, locale);
      await signedIn(context, baseUrl, account);
      await buyer.visit(`/nguoi-ban/${shop._id}?position=TopSeller`);
      await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
      const button = page.getByTestId('follow-button');
      await expect.poll(() => button.textContent()).toBe(words.follow);

      await button.click();
      await expect.poll(() => button.textContent()).toBe(words.following);
      const followed = await apiAs<ShopFollow>(baseUrl, account, API_PATHS.shopFollow(shop._id));
      expect(followed).toMatchObject({ following: true, followers: (shop.followers ?? 0) + 1 });

      // It stays followed after a reload, then unfollows.
      await buyer.visit(page.url());
      await expect.poll(() => button.textContent()).toBe(words.following);
      await button.click();
      await expect.poll(() => button.textContent()).toBe(words.follow);
      expect(await apiAs<ShopFollow>(baseUrl, account, API_PATHS.shopFollow(shop._id))).toMatchObject({ following: false });
      await expectNoHorizontalOverflow(page);
    });
  });
});
