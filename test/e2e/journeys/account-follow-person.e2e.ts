import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_PATHS, type PublicProfile } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { shopper } from '../harness/shopper';
import { accountCreate, apiAs, signedIn } from '../harness/signed-in';

const statOf = async (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: label }).first().textContent();

describe('walls: people follow people', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('follows someone from their wall and stops again; a visitor is asked to log in (vi)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const other = await accountCreate(baseUrl, 'Trương Thị Bích');
    const me = await accountCreate(baseUrl, 'Quách Tuấn');
    const buyer = shopper(page);
    await withFailureScreenshot(page, 'account-follow-person', async () => {
      // Logged out (a visitor has a no-login token from the first page; the guard wants one):
      // the button opens the login prompt instead of failing.
      await buyer.visit('/');
      await buyer.visit(`/tuong/${other.userId}`);
      await page.getByRole('button', { name: 'Theo dõi' }).click();
      await page.getByRole('dialog').getByText('Đăng nhập để theo dõi mọi người').waitFor();
      await page.keyboard.press('Escape');

      await signedIn(context, baseUrl, me);
      await buyer.visit(`/tuong/${other.userId}`);
      expect(await statOf(page, 'Người theo dõi')).toContain('0');
      await page.getByRole('button', { name: 'Theo dõi' }).click();
      await page.getByRole('button', { name: 'Đang theo dõi' }).waitFor();
      expect(await statOf(page, 'Người theo dõi')).toContain('1');
      const wall = await apiAs<PublicProfile>(baseUrl, me, API_PATHS.userWall(other.userId));
      expect(wall).toMatchObject({ followers: 1, followed_by_viewer: true });

      // It survives a reload, and my own wall counts the person I follow.
      await buyer.visit(`/tuong/${other.userId}`);
      await page.getByRole('button', { name: 'Đang theo dõi' }).click();
      await page.getByRole('button', { name: 'Theo dõi' }).waitFor();
      expect((await apiAs<PublicProfile>(baseUrl, me, API_PATHS.userWall(other.userId))).followers).toBe(0);
    });
  });
});
