import { afterAll, beforeAll } from 'vitest';
import { createHttpClient, httpCheckoutGateway, httpMediaGateway, httpOrderGateway, httpReviewGateway, type HttpClient } from '@modavi/adapters';
import { DEV_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import type { Hono } from 'hono';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { testApi } from '../../server/src/testing/test-api';
import { addressIn, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../../server/src/testing/commerce-probe';
import { mediaGatewayContract, reviewGatewayContract } from './review-gateway.contract';

let test: TestDb;
let app: Hono;
let probe: SellableProbe;
let dir: string;
let sequence = 0;

const post = (path: string, body: unknown, token?: string) =>
  app.request(`/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  test = await memoryTestDb();
  dir = await mkdtemp(join(tmpdir(), 'modavi-contract-uploads-'));
  app = testApi(test.db, { uploadDir: dir });
  probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 2 });
  await test.db.query('UPDATE products SET quantity = quantity + 1000 WHERE id = $1', [probe.productId]);
  if (probe.variantId) await test.db.query('UPDATE variants SET quantity = quantity + 1000 WHERE id = $1', [probe.variantId]);
});
afterAll(async () => {
  await test?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A new buyer (guest session) whose order of the probe the seller and the carrier delivered. */
async function buyerWithDeliveredLine(): Promise<{ client: HttpClient; orderId: string; itemId: string }> {
  const session = await guestSessionCreate(test.db);
  const client = createHttpClient({
    baseUrl: '',
    context: { token: () => session.token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
    fetch: (url, init) => Promise.resolve(app.request(url, init)),
  });
  sequence += 1;
  const placed = await httpCheckoutGateway(client).orderPlace(
    {
      shops: [{ shop_id: probe.shopId, items: [{ product_id: probe.productId, variant_id: probe.variantId, quantity: 1 }] }],
      address: addressIn('01'),
      payment_method: 'CASH',
      voucher_codes: [],
      agreed_terms: true,
      express: false,
    },
    `contract-review-${sequence}`,
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const orderId = placed.value.order._id;
  const seller = ((await (await post(DEV_API_PATHS.devShopToken, { shopId: probe.shopId })).json()) as { data: { token: string } }).data.token;
  await post(SELLER_API_PATHS.sellerOrderConfirm(orderId), {}, seller);
  await post(SELLER_API_PATHS.sellerOrderHandOver(orderId), { waybill: `GHN-C${sequence}` }, seller);
  for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(orderId), {});
  const received = await httpOrderGateway(client).orderConfirmReceipt(orderId);
  if (!received.ok || received.value.status !== 'delivered') throw new Error('the order was not delivered');
  return { client, orderId, itemId: received.value.shops[0]?.items[0]?._id ?? '' };
}

reviewGatewayContract('httpReviewGateway (reference server)', async () => {
  const { client, orderId, itemId } = await buyerWithDeliveredLine();
  return { reviews: httpReviewGateway(client), line: { orderId, itemId, productId: probe.productId, shopId: probe.shopId } };
});

mediaGatewayContract('httpMediaGateway (reference server)', async () => {
  const session = await guestSessionCreate(test.db);
  return httpMediaGateway(
    createHttpClient({
      baseUrl: '',
      context: { token: () => session.token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    }),
  );
});
