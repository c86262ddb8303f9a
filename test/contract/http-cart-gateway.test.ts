import { afterAll } from 'vitest';
import { createHttpClient, httpCartGateway } from '@modavi/adapters';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { variantInStock } from '../../server/src/testing/catalogue-probe';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { cartGatewayContract } from './cart-gateway.contract';

// One seeded database for the file; each contract case gets a fresh guest, so a fresh cart.
let shared: Promise<{ test: TestDb; app: Hono }> | undefined;
const world = () => {
  shared ??= memoryTestDb().then((test) => ({ test, app: testApi(test.db) }));
  return shared;
};
afterAll(async () => {
  if (shared) await (await shared).test.dispose();
});

cartGatewayContract('httpCartGateway against the reference server', async () => {
  const { test, app } = await world();
  const session = await guestSessionCreate(test.db);
  const first = await variantInStock(test.db, 0, 3);
  let nth = 1;
  let other = await variantInStock(test.db, nth);
  while (other.shopId === first.shopId) other = await variantInStock(test.db, (nth += 1));
  const client = createHttpClient({
    baseUrl: '',
    context: { token: () => session.token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  return {
    gateway: httpCartGateway(client),
    withVariants: { productId: first.productId, variantId: first.variantId, stock: first.stock, shopId: first.shopId },
    other: { productId: other.productId, variantId: other.variantId, shopId: other.shopId },
  };
});
