import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, DEV_API_PATHS } from '@modavi/core';
import { browserOpen, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { accountCreate, signedIn } from '../harness/signed-in';
import { accountSteps } from '../harness/auth-steps';

// The page's API is the e2e server itself, never the production address: staging collection.
const COLLECTION = 'web_push_tokens_staging';

const json = async <T>(baseUrl: string, path: string): Promise<T> =>
  ((await (await fetch(new URL(path, `${baseUrl}/`))).json()) as { data: T }).data;

describe('accounts: the device\'s push token follows the session', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('is registered on the server and in the document store at login, and removed from both at logout', async () => {
    browser = await browserOpen('desktop');
    const { context, page, baseUrl } = browser;
    const buyer = await accountCreate(baseUrl, 'Lý Thu Hà');
    await signedIn(context, baseUrl, buyer);
    await withFailureScreenshot(page, 'auth-push-token', async () => {
      await page.goto('/');
      const steps = accountSteps(page);
      await steps.expectLoggedIn('Tài khoản của Lý Thu Hà');
      const deviceId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.deviceId);
      if (!deviceId) throw new Error('no device id');
      // Browsers of other journeys share this device id (it comes from screen traits): count this buyer's.
      const serverDevices = async () =>
        (await json<{ userId: string }[]>(baseUrl, `${DEV_API_PATHS.devPushTokens}?deviceId=${encodeURIComponent(deviceId)}`)).filter((device) => device.userId === buyer.userId);
      const storeRecords = () =>
        json<{ data: { userId: string; deviceId: string; os: string } }[]>(
          baseUrl,
          `${DEV_API_PATHS.devDocuments(COLLECTION)}?userId=${encodeURIComponent(buyer.userId)}&deviceId=${encodeURIComponent(deviceId)}`,
        );

      await expect.poll(async () => (await serverDevices()).map((device) => device.userId), { timeout: 15_000 }).toEqual([buyer.userId]);
      await expect.poll(async () => (await storeRecords()).map((entry) => entry.data.os), { timeout: 15_000 }).toEqual(['Web']);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.lastPushTokenUserId)).toBe(buyer.userId);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.fcmToken)).toContain(deviceId);

      await page.getByRole('button', { name: 'Tài khoản của Lý Thu Hà' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await steps.expectLoggedOut();
      await expect.poll(async () => (await serverDevices()).length, { timeout: 15_000 }).toBe(0);
      await expect.poll(async () => (await storeRecords()).length, { timeout: 15_000 }).toBe(0);
      // Logout ends with a navigation to /: read the storage once the page holding it is there.
      const fcmToken = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.fcmToken).catch(() => 'navigating');
      await expect.poll(fcmToken).toBeNull();
    });
  });
});
