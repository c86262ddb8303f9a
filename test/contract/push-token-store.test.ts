import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Hono } from 'hono';
import { createHttpClient, httpDocumentPushTokenStore, memoryPushTokenStore } from '@modavi/adapters';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { pushTokenStoreContract } from './push-token-store.contract';

pushTokenStoreContract('memoryPushTokenStore', async () => memoryPushTokenStore());

let test: TestDb;
let app: Hono;
beforeAll(async () => {
  test = await memoryTestDb({ seed: false });
  app = testApi(test.db);
});
afterAll(async () => {
  await test?.dispose();
});

// Each test gets a collection of its own, as it would get an empty store.
pushTokenStoreContract('httpDocumentPushTokenStore (reference server stand-in)', async () => {
  const client = createHttpClient({
    baseUrl: '',
    context: { token: () => null, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  return httpDocumentPushTokenStore(client, `push_${randomBytes(6).toString('hex')}`);
});
