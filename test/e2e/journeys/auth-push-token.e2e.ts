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

  it('the push service worker shows a pushed notification with the page a tap opens (issue 27)', async () => {
    browser = await browserOpen('desktop');
    const { context, page, baseUrl } = browser;
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await withFailureScreenshot(page, 'push-service-worker', async () => {
      await page.goto('/');
      const scope = await page.evaluate(async (path) => (await navigator.serviceWorker.register(path)).scope, '/firebase-messaging-sw.js');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // Deliver the push as the browser's push service would (FCM's web push payload).
      const cdp = await context.newCDPSession(page);
      const registrations = new Promise<string>((resolve) =>
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const mine = list.find((registration) => registration.scopeURL === scope);
          if (mine) resolve(mine.registrationId);
        }),
      );
      await cdp.send('ServiceWorker.enable');
      const registrationId = await registrations;
      const payload = { notification: { title: 'Đơn hàng MDV1 đang được giao', body: 'Shipper sẽ gọi cho bạn.' }, data: { link: '/trang-ca-nhan/don-hang/MDV1', notification_id: 'n-sw' } };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseUrl).origin, registrationId, data: JSON.stringify(payload) });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as unknown })),
        );
      await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: payload.notification.title, body: payload.notification.body, tag: 'n-sw', data: { link: payload.data.link } }]);
    });
  });
});
