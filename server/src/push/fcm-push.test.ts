import { generateKeyPairSync } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { configFromEnv } from '../config.js';
import { jobsEnabled } from '../jobs/scheduled-job.js';
import { SCHEDULED_JOBS } from '../jobs/scheduled-jobs.js';
import { notificationAdd } from '../notifications/notification-store.js';
import { signUp } from '../testing/auth-probe.js';
import { call, testApi, testConfig } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { fcmConfigFromEnv } from './fcm-config.js';
import { fcmStandInStart, type FcmStandIn } from './fcm-stand-in.js';
import { pushJobRun } from './push-job.js';
import { PUSH_MAX_AGE_MS } from './push-send.js';
import { pushTokenSave } from './push-token-store.js';
import { serviceWorkerScript } from './service-worker-script.js';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const account = (tokenUri: string) => JSON.stringify({ type: 'service_account', project_id: 'modavi-test', client_email: 'push@modavi-test.iam.gserviceaccount.com', private_key: privateKeyPem, token_uri: tokenUri });

/** Issue 27: each notification pushed through FCM HTTP v1 to the account's devices, tested against a stand-in of FCM and Google's token endpoint. */
describe('push through FCM (PGlite, FCM stand-in)', () => {
  let test: TestDb;
  let app: Hono;
  let fcm: FcmStandIn;
  let userId: string;

  const configWithFcm = () => testConfig({ push: fcmConfigFromEnv({ MODAVI_FCM_SERVICE_ACCOUNT: account(`${fcm.url}/token`), MODAVI_FCM_API_URL: fcm.url }) });

  beforeAll(async () => {
    test = await memoryTestDb();
    app = testApi(test.db);
    fcm = await fcmStandInStart({ privateKeyPem, clientEmail: 'push@modavi-test.iam.gserviceaccount.com', projectId: 'modavi-test', unregistered: ['dead-token'], busy: ['busy-token'] });
    userId = (await signUp(app, { channel: 'email', destination: 'push-buyer@example.vn' })).profile._id;
  });
  afterAll(async () => {
    await fcm?.close();
    await test?.dispose();
  });

  it('runs the push job only with a service account, and refuses in production one that cannot be read', () => {
    expect(jobsEnabled(SCHEDULED_JOBS, configFromEnv({})).map((job) => job.name)).not.toContain('push-send');
    expect(jobsEnabled(SCHEDULED_JOBS, configWithFcm()).map((job) => job.name)).toContain('push-send');
    expect(fcmConfigFromEnv({ MODAVI_FCM_SERVICE_ACCOUNT: '{"project_id":"x"}' }).problem).toMatch(/client_email/);
    expect(fcmConfigFromEnv({}).fcm).toBeNull();
  });

  it('sends a new notification once to each device, worded, with the page a tap opens; drops a token FCM says is gone', async () => {
    const config = configWithFcm();
    await pushTokenSave(test.db, { userId, deviceId: 'phone', token: 'live-token', os: 'Web' });
    await pushTokenSave(test.db, { userId, deviceId: 'old-laptop', token: 'dead-token', os: 'Web' });
    await notificationAdd(test.db, { userId, type: 'order_shipped', data: { code: 'MDV1' }, orderId: 'MDV1' });

    const report = await pushJobRun(test.db, Date.now(), config);
    expect(report).toEqual({ sent: 1, tokensRemoved: 1, failed: 0 });
    expect(fcm.refusals).toEqual([]);
    expect(fcm.received).toHaveLength(1);
    const [push] = fcm.received;
    expect(push?.token).toBe('live-token');
    expect(push?.title).not.toBe('');
    expect(push?.body).toContain('MDV1');
    expect(push?.data['link']).toBe('/trang-ca-nhan/don-hang/MDV1');
    const devices = await test.db.query<{ device_id: string }>(`SELECT device_id FROM push_tokens WHERE user_id = $1`, [userId]);
    expect(devices.map((row) => row.device_id)).toEqual(['phone']);

    // Sent once: the next run finds nothing new, and the access token is reused.
    expect(await pushJobRun(test.db, Date.now(), config)).toEqual({ sent: 0, tokensRemoved: 0, failed: 0 });
    expect(fcm.tokenRequests()).toBe(1);
  });

  it('does not push what is older than the push age, nor a seller notification to the buyer pages', async () => {
    const config = configWithFcm();
    const before = fcm.received.length;
    const stale = await notificationAdd(test.db, { userId, type: 'order_shipped', data: { code: 'OLD' }, orderId: 'OLD' });
    await test.db.query(`UPDATE notifications SET created_at = now() - ($1::int * interval '1 millisecond') WHERE id = $2`, [PUSH_MAX_AGE_MS + 60_000, stale]);
    await notificationAdd(test.db, { userId, side: 'seller', type: 'order_created', data: { code: 'S1' }, orderId: 'S1' });
    await pushJobRun(test.db, Date.now(), config);
    const links = fcm.received.slice(before).map((push) => push.data['link']);
    expect(links).toEqual(['/ban-hang/quan-ly-don-hang/S1']);
  });

  it('pushes nothing of a kind the buyer switched off; the seller side and answers to their own requests still come', async () => {
    const config = configWithFcm();
    const before = fcm.received.length;
    await test.db.query(`UPDATE users SET notification_prefs = '{"orders": false}'::jsonb WHERE id = $1`, [userId]);
    try {
      await notificationAdd(test.db, { userId, type: 'order_shipped', data: { code: 'OFF1' }, orderId: 'OFF1' });
      await notificationAdd(test.db, { userId, type: 'shop_rejected', data: { shop: 'Tiệm A', reason: 'Ảnh mờ' } });
      await pushJobRun(test.db, Date.now(), config);
      expect(fcm.received.slice(before).map((push) => push.data['type'])).toEqual(['shop_rejected']);
    } finally {
      await test.db.query(`UPDATE users SET notification_prefs = '{}'::jsonb WHERE id = $1`, [userId]);
    }
  });

  it('counts a push FCM could not take as failed, without dropping the device', async () => {
    const config = configWithFcm();
    await pushTokenSave(test.db, { userId, deviceId: 'tablet', token: 'busy-token', os: 'Web' });
    await notificationAdd(test.db, { userId, type: 'order_cancelled', data: { code: 'B1' }, orderId: 'B1' });
    const report = await pushJobRun(test.db, Date.now(), config);
    expect(report).toMatchObject({ sent: 1, failed: 1, tokensRemoved: 0 });
    expect((await test.db.query(`SELECT 1 FROM push_tokens WHERE device_id = 'tablet'`)).length).toBe(1);
  });

  it('serves the service worker with the public Firebase settings only', async () => {
    const served = testApi(test.db, { config: testConfig({ runtime: { ...testConfig().runtime, firebase: { apiKey: 'public-key', projectId: 'modavi-test', messagingSenderId: '42', appId: '1:42:web:1', vapidKey: 'vapid' } } }) });
    const answer = await call(served, 'GET', '/firebase-messaging-sw.js');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('"projectId":"modavi-test"');
    expect(String(answer.body)).not.toMatch(/private|vapid/i);
  });
});

/** The worker's own behaviour, run in a bare context standing in for a service worker's global scope. */
describe('push service worker', () => {
  type Listener = (event: Record<string, unknown>) => void;
  const workerLoad = (windows: { url: string; navigated?: string | undefined }[]) => {
    const listeners = new Map<string, Listener>();
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const opened: string[] = [];
    const self = {
      location: { origin: 'https://modavi.vn' },
      addEventListener: (name: string, listener: Listener) => listeners.set(name, listener),
      registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
      clients: {
        matchAll: async () => windows.map((client) => ({ ...client, navigate: async (href: string) => ((client.navigated = href), undefined), focus: async () => undefined })),
        openWindow: async (href: string) => void opened.push(href),
        claim: async () => undefined,
      },
      skipWaiting: () => undefined,
    };
    runInNewContext(serviceWorkerScript({ apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: null }), { self, URL });
    const dispatch = async (name: string, event: Record<string, unknown>) => {
      let waited: Promise<unknown> = Promise.resolve();
      listeners.get(name)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
      await waited;
    };
    return { dispatch, shown, opened };
  };
  const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });

  it('shows FCM’s notification with the page to open, and ignores a push without a title', async () => {
    const worker = workerLoad([]);
    await worker.dispatch('push', pushEvent({ notification: { title: 'Đơn hàng đang giao', body: 'MDV1' }, data: { link: '/trang-ca-nhan/don-hang/MDV1', notification_id: 'n1' } }));
    await worker.dispatch('push', pushEvent({ data: {} }));
    expect(worker.shown).toEqual([{ title: 'Đơn hàng đang giao', options: expect.objectContaining({ body: 'MDV1', tag: 'n1', data: { link: '/trang-ca-nhan/don-hang/MDV1' } }) }]);
  });

  it('opens the push’s page on a tap: in an open window of the site, else a new one; never another site', async () => {
    const close = () => undefined;
    const open = { url: 'https://modavi.vn/', navigated: undefined as string | undefined };
    const withWindow = workerLoad([open]);
    await withWindow.dispatch('notificationclick', { notification: { close, data: { link: '/trang-ca-nhan/don-hang/MDV1' } } });
    expect(open.navigated).toBe('https://modavi.vn/trang-ca-nhan/don-hang/MDV1');

    const without = workerLoad([]);
    await without.dispatch('notificationclick', { notification: { close, data: { link: 'https://evil.example/phish' } } });
    expect(without.opened).toEqual(['https://modavi.vn/']);
  });
});
