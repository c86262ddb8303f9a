import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DEV_API_PATHS } from '@modavi/core';
import { call, testApi } from '../testing/test-api.js';
import { memoryTestDb, type TestDb } from '../testing/test-db.js';
import { outboxCode } from '../testing/auth-probe.js';
import { authConfigFromEnv } from './auth-config.js';
import { DEV_OUTBOX_PAGE } from './dev-routes.js';

describe('the outbox (development only)', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await memoryTestDb({ seed: false });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('shows the codes the embedded notifier sent, as JSON by destination and as a page', async () => {
    const app = testApi(test.db);
    await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'email', destination: 'outbox@modavi.test', purpose: 'signup' } });
    await call(app, 'POST', API_PATHS.authCodeRequest, { body: { channel: 'phone', destination: '0944555666', purpose: 'signup' } });
    const code = await outboxCode(app, 'outbox@modavi.test');
    const all = await call(app, 'GET', DEV_API_PATHS.devOutbox);
    expect((all.body as { data: { items: { destination: string }[] } }).data.items.map((item) => item.destination)).toEqual([
      '+84 094 455 5666',
      'outbox@modavi.test',
    ]);
    const page = await app.request(DEV_OUTBOX_PAGE);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<code>${code}</code>`);
  });

  it('does not exist in production', async () => {
    const production = testApi(test.db, { config: { auth: authConfigFromEnv({ MODAVI_ENV: 'production' }) } });
    expect((await call(production, 'GET', DEV_API_PATHS.devOutbox)).status).toBe(404);
    // The path falls through to the app's pages (its not-found page), not the outbox.
    const page = await production.request(DEV_OUTBOX_PAGE, { headers: { cookie: 'mdv_nologin=x' } });
    expect(await page.text()).not.toContain('Outbox');
  });
});
