import { afterAll, expect } from 'vitest';
import { createHttpClient, httpCheckoutGateway, httpOrderGateway } from '@modavi/adapters';
import { DEV_API_PATHS, SELLER_API_PATHS } from '@modavi/core';
import type { Hono } from 'hono';
import { guestSessionCreate } from '../../server/src/sessions/session-store';
import { memoryTestDb, type TestDb } from '../../server/src/testing/test-db';
import { uploadOnRecord } from '../../server/src/testing/upload-probe';
import { testApi } from '../../server/src/testing/test-api';
import { addressIn, sellable, VN_SHOP_ALL_METHODS, type SellableProbe } from '../../server/src/testing/commerce-probe';
import { orderGatewayContract } from './order-gateway.contract';

// One seeded database for the file; each contract case gets a fresh guest, so no orders yet.
let shared: Promise<{ test: TestDb; app: Hono; probe: SellableProbe }> | undefined;
const world = () => {
  shared ??= memoryTestDb().then(async (test) => {
    const probe = await sellable(test.db, { shopWhere: VN_SHOP_ALL_METHODS('01'), minStock: 1 });
    if (probe.variantId) await test.db.query('UPDATE variants SET quantity = 10000 WHERE id = $1', [probe.variantId]);
    await test.db.query('UPDATE products SET quantity = quantity + 10000 WHERE id = $1', [probe.productId]);
    return { test, app: testApi(test.db), probe };
  });
  return shared;
};
afterAll(async () => {
  if (shared) await (await shared).test.dispose();
});

let keys = 0;

orderGatewayContract('httpOrderGateway against the reference server', async () => {
  const { test, app, probe } = await world();
  const clientFor = (token: string) =>
    createHttpClient({
      baseUrl: '',
      context: { token: () => token, country: () => 'VN', locale: () => 'vi', sessionId: () => 's', deviceId: () => 'web-test' },
      fetch: (url, init) => Promise.resolve(app.request(url, init)),
    });
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await app.request(`/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: { token: string } };
  };
  const place = async (token: string) => {
    const placed = await httpCheckoutGateway(clientFor(token)).orderPlace(
      {
        shops: [{ shop_id: probe.shopId, items: [{ product_id: probe.productId, variant_id: probe.variantId, quantity: 1 }] }],
        address: addressIn('01'),
        payment_method: 'CASH',
        voucher_codes: [],
        agreed_terms: true,
        express: false,
      },
      `contract-${(keys += 1)}`,
    );
    if (!placed.ok) throw new Error(`placing failed: ${JSON.stringify(placed.error)}`);
    expect(placed.value.payment).toBeNull();
    return placed.value.order._id;
  };
  const session = await guestSessionCreate(test.db);
  return {
    gateway: httpOrderGateway(clientFor(session.token)),
    placeOrder: () => place(session.token),
    async deliver(orderId) {
      const seller = (await post(DEV_API_PATHS.devShopToken, { shopId: probe.shopId })).data.token;
      await post(SELLER_API_PATHS.sellerOrderConfirm(orderId), {}, seller);
      await post(SELLER_API_PATHS.sellerOrderHandOver(orderId), { waybill: 'GHN-CONTRACT' }, seller);
      for (let step = 0; step < 3; step += 1) await post(DEV_API_PATHS.devCarrierAdvance(orderId), {});
    },
    strangerOrder: async () => place((await guestSessionCreate(test.db)).token),
    uploadedImage: () => uploadOnRecord(test.db, { token: session.token }),
  };
});
