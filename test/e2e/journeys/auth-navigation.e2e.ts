import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { API_PATHS } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountSteps, emailAccountCreate, type EmailAccount } from '../harness/auth-steps';

/** Logs in by password from the dialog on `path`, and says where the tab ended up and whether it reloaded. */
async function loginOn(browser: OpenBrowser, account: EmailAccount, path: string): Promise<{ url: URL; reloaded: boolean }> {
  const { page } = browser;
  const steps = accountSteps(page);
  // A first visit starts at the root (the guard sends a visitor without cookies there).
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await steps.markDocument();
  await steps.openLogin();
  await steps.chooseTab(/^Mật khẩu$/);
  await steps.fill(/^Email$/, account.email);
  await steps.fill(/^Mật khẩu$/, account.password);
  await steps.press(/^Đăng nhập$/);
  await steps.expectLoggedIn(`Tài khoản của ${account.name}`);
  await page.waitForLoadState('networkidle');
  return { url: new URL(page.url()), reloaded: await steps.documentWasReloaded() };
}

describe('where the tab goes after login (spec section 2)', () => {
  // Real pages of the seeded data: an unknown category or collection is a missing page.
  let categoryId = '';
  let collectionId = '';
  let shopId = '';
  beforeAll(async () => {
    const read = async <T>(path: string) => ((await (await fetch(new URL(path, `${inject('baseUrl')}/`))).json()) as { data: T }).data;
    const products = await read<{ items: { shop: { _id: string } }[] }>(`${API_PATHS.products}?limit=1`);
    shopId = products.items[0]?.shop._id ?? '';
    const categories = await read<{ _id: string }[]>(API_PATHS.categories);
    categoryId = categories[0]?._id ?? '';
    const banners = await read<{ related_url: string }[]>(API_PATHS.banners);
    collectionId = banners.map((banner) => /\/bo-suu-tap\/([^/?]+)/.exec(banner.related_url)?.[1]).find(Boolean) ?? '';
  });

  let browser: OpenBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['the cart', () => '/gio-hang?chon=1'],
    ['search', () => '/tim-kiem?q=ao'],
    ['a category', () => `/nganh-hang/${categoryId}?sort=newest`],
    ['a collection', () => `/bo-suu-tap/${collectionId}?tab=2`],
    ["a collection's list for one shop", () => `/danh-sach/bo-suu-tap/${collectionId}?shop_id=${shopId}`],
    ['the categories page', () => '/danh-muc?tab=1'],
    ['the category index (no id)', () => '/nganh-hang?sort=newest'],
  ])('reloads %s with its query', async (_name, pathOf) => {
    const path = pathOf();
    const expected = path;
    browser = await browserOpen('desktop');
    const account = await emailAccountCreate(browser.baseUrl, 'Ngô Bảo Châu');
    await withFailureScreenshot(browser.page, `auth-nav-${path}`, async () => {
      const { url, reloaded } = await loginOn(browser!, account, path);
      expect(`${url.pathname}${url.search}`).toBe(expected);
      expect(reloaded).toBe(true);
    });
    await browser.close();
    browser = undefined;
  });

  it.each([
    ['express checkout goes on to checkout with x and l', '/thanh-toan-2?x=true', '/thanh-toan?x=true&l=true'],
    // The orders page writes its default page into the address.
    ['the checkout variant otherwise goes to the orders', '/thanh-toan-2', '/trang-ca-nhan/don-hang?page=1'],
  ])('%s', async (_name, path, expected) => {
    browser = await browserOpen('phone');
    const account = await emailAccountCreate(browser.baseUrl, 'Ngô Bảo Châu');
    await withFailureScreenshot(browser.page, `auth-nav-${path}`, async () => {
      const { url } = await loginOn(browser!, account, path);
      expect(`${url.pathname}${url.search}`).toBe(expected);
    });
    await browser.close();
    browser = undefined;
  });

  it('reloads any other page without its query string', async () => {
    browser = await browserOpen('desktop');
    const account = await emailAccountCreate(browser.baseUrl, 'Ngô Bảo Châu');
    await withFailureScreenshot(browser.page, 'auth-nav-elsewhere', async () => {
      // The home page: its route adds no default query of its own (the product page puts its
      // default position back, spec: position defaults to Home).
      const { url, reloaded } = await loginOn(browser!, account, '/?utm_source=zalo');
      expect(`${url.pathname}${url.search}`).toBe('/');
      expect(reloaded).toBe(true);
    });
  });
});
